import type { Payload } from 'payload'
import { touchDatabase } from '@/lib/db/health'
import { DatabaseUnavailable } from '@/lib/db/unavailable'
import { sessionCookieName } from './session'
import { viewerOf, type Viewer } from './viewer-of'

/** Whether the request carries a session token at all (the cookie or `Authorization: JWT …`). */
function carriesToken(payload: Payload, headers: Headers): boolean {
  if (headers.get('authorization')?.startsWith('JWT ')) return true
  const name = `${sessionCookieName(payload)}=`
  return (headers.get('cookie') ?? '').split(/;\s*/).some((pair) => pair.startsWith(name) && pair.length > name.length)
}

/**
 * Who is making this request, as Payload checks it (signature, expiry, a session not ended on the
 * server). Payload answers "nobody" for every failure, a database that did not answer included; a
 * customer would then be told to sign in again in the middle of a checkout. So when a request with a
 * token comes back as nobody, the database is asked once more: if it does not answer, that is the
 * error, never a sign-out.
 */
export async function viewerFrom(payload: Payload, headers: Headers): Promise<Viewer> {
  const { user } = await payload.auth({ headers })
  if (user) return viewerOf(user as Parameters<typeof viewerOf>[0])
  if (!carriesToken(payload, headers)) return null
  try {
    await touchDatabase(payload)
  } catch (error) {
    throw new DatabaseUnavailable(error)
  }
  return null
}
