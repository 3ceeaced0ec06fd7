'use client'

import { Activity, type ReactNode } from 'react'

/**
 * Server-drawn content that React hydrates last, at idle priority and in slices of a few
 * milliseconds, instead of in the one task that hydrates the page. For long stretches with nothing
 * to answer a tap but links (the price board's hundred rows): hydrating them with the page was one
 * long task on a phone. An Activity, not a Suspense boundary, so the server draws it in place.
 */
export function HydrateAtIdle({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>
}
