'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False on the server and while hydrating, true once this part of the page answers to the visitor. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
