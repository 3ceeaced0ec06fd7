import type { Payload } from 'payload'
import { addMark, clearMarks, markKey, marksSince } from '@/lib/security/rate-marks'

/**
 * A session opened with a code texted to the customer's number has just proved the number: for a
 * short while it may set a new password without the old one. This is how a forgotten password is
 * replaced (the shop sends no e-mail). Once used, or after the while, the old password is asked again.
 */
const freshCodeSessionSeconds = 15 * 60

const keyOf = (payload: Payload, sessionId: string) => markKey(payload, 'code-session', sessionId)

export const markCodeSession = (payload: Payload, sessionId: string) => addMark(payload, keyOf(payload, sessionId))

export async function openedByCodeRecently(payload: Payload, sessionId: string | null, now = new Date()): Promise<boolean> {
  if (!sessionId) return false
  return (await marksSince(payload, keyOf(payload, sessionId), new Date(now.getTime() - freshCodeSessionSeconds * 1000), 1)).length > 0
}

export const forgetCodeSession = (payload: Payload, sessionId: string) => clearMarks(payload, keyOf(payload, sessionId))
