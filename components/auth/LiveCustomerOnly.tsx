'use client'

import type { ReactNode } from 'react'
import { SignInPrompt } from '@/components/product/SignInPrompt'
import { SessionPending } from './SessionPending'
import { useSession } from './use-session'

/**
 * What only a signed-in customer uses (a comment form, a price alert): the children for customers,
 * a sign-in prompt for guests, a line for staff, who do that work in the admin.
 */
export function LiveCustomerOnly({ signIn, staff, testId, children }: { signIn: string; staff: string; testId: string; children: ReactNode }) {
  const session = useSession()
  if (session.status === 'loading') return <SessionPending />
  if (session.status === 'guest') return <SignInPrompt text={signIn} testId={testId} />
  if (session.kind !== 'customer') return <p className="text-sm text-steel-700">{staff}</p>
  return children
}
