'use client'

import { Suspense, type ReactNode } from 'react'
import { useAfterHydration } from './use-after-hydration'

/**
 * Renders `fallback` on the server and while the page hydrates, then, in React's time-sliced work
 * after hydration, `children` (typically a React.lazy island) with the same fallback until its code
 * has arrived. For islands that only mean something in the browser: their code, and what it
 * imports, stays out of the page's first load and out of the task that ends hydration.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useAfterHydration() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
