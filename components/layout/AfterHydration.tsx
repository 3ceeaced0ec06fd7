'use client'

import { Suspense, useSyncExternalStore, type ReactNode } from 'react'

const noSubscription = () => () => {}

/**
 * Renders `fallback` on the server and while the page hydrates, then `children` (typically a
 * React.lazy island) with the same fallback until its code has arrived. For islands that only
 * mean something in the browser: their code, and what it imports, stays out of the page's first load.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
