'use client'

import { lazy, type ComponentProps } from 'react'
import { AfterHydration } from '@/components/layout/AfterHydration'
import { SessionPending } from './SessionPending'

const LiveCustomerOnly = lazy(() => import('./LiveCustomerOnly').then((m) => ({ default: m.LiveCustomerOnly })))

/**
 * What only a signed-in customer uses (a comment form, a price alert): the children for customers,
 * a sign-in prompt for guests, a line for staff. Holds its place until the session is known.
 */
export function CustomerOnly(props: ComponentProps<typeof LiveCustomerOnly>) {
  return (
    <AfterHydration fallback={<SessionPending />}>
      <LiveCustomerOnly {...props} />
    </AfterHydration>
  )
}
