'use client'

import { startTransition, useEffect, useState } from 'react'

/**
 * False on the server and through hydration, then true in a transition of its own. Unlike
 * useHydrated (a store whose snapshot differs, which React re-renders synchronously inside the
 * task that ends hydration), what this turns on renders in React's time-sliced work after that
 * task: on a phone the lazy islands' imports and first renders no longer lengthen the longest task.
 */
export function useAfterHydration(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => startTransition(() => setReady(true)), [])
  return ready
}
