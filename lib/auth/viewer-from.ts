import type { Payload } from 'payload'
import { DatabaseUnavailable } from '@/lib/db/unavailable'
import { verifiedClaims } from './token-claims'
import { viewerOf, type Viewer } from './viewer-of'

/**
 * Who is making this request, as Payload checks it (signature, expiry, a session not ended on the
 * server). Payload answers "nobody" for every failure, a database that did not answer included; a
 * customer would then be told to sign in again in the middle of a checkout. So a request whose token
 * is one Payload signed and has not expired, but came back as nobody, is checked again: its account
 * and session are read; if that read fails it is the database's failure ("try again"); if the session
 * stands, Payload's answer was the failure and it is asked again. An ended session or a removed
 * account is a sign-out. The token is read as Payload reads it (lib/auth/token-claims.ts): a cookie
 * Payload ignores is no session here either. (Checking that the database answers afterwards was not enough: it was back
 * by then, and a customer whose session could not be read a moment earlier was signed out.)
 */
export async function viewerFrom(payload: Payload, headers: Headers): Promise<Viewer> {
  const { user } = await payload.auth({ headers })
  if (user) return viewerOf(user as Parameters<typeof viewerOf>[0])
  const claims = await verifiedClaims(payload, headers)
  if (!claims) return null
  let account: { sessions?: { id: string; expiresAt: string }[] | null } | null
  try {
    account = (await payload.findByID({ collection: claims.collection as 'customers', id: claims.id, depth: 0, disableErrors: true, overrideAccess: true, select: { sessions: true } })) as typeof account
  } catch (error) {
    throw new DatabaseUnavailable(error)
  }
  const now = Date.now()
  const stands = account !== null && (!claims.sid || (account.sessions ?? []).some((s) => s.id === claims.sid && Date.parse(s.expiresAt) > now))
  if (!stands) return null
  // Asked again now that the database has answered. Still nobody means a reason of Payload's own,
  // not the database: a guest then, rather than "try again" for ever.
  const again = await payload.auth({ headers })
  return again.user ? viewerOf(again.user as Parameters<typeof viewerOf>[0]) : null
}
