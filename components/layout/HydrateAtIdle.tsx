'use client'

import { Activity, type ReactNode } from 'react'

/**
 * Server-drawn content that React hydrates last, at idle priority and time-sliced (tasks of 8–20 ms
 * in traces of the price board), instead of in the one task that hydrates the page. For long
 * stretches with nothing to answer a tap but links (the board's hundred rows): hydrating them with
 * the page was one long task on a phone. An Activity, not a Suspense boundary, so the server draws
 * it in place.
 */
export function HydrateAtIdle({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>
}
