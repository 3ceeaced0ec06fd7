'use client'

import { Suspense, type ReactNode } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * Renders `fallback` on the server and while the page hydrates, then `children` (typically a
 * React.lazy island) with the same fallback until its code has arrived. For islands that only
 * mean something in the browser: their code, and what it imports, stays out of the page's first load.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
