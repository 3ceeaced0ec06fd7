import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload } from 'payload'
import { sessionCookieName } from './session'

export type TokenClaims = { id: number | string; collection: string; sid?: string }

/** The session token a request carries: `Authorization: JWT …` or the session cookie. */
export function tokenOf(payload: Payload, headers: Headers): string | null {
  const authorization = headers.get('authorization')
  if (authorization?.startsWith('JWT ')) return authorization.slice(4).trim() || null
  const name = `${sessionCookieName(payload)}=`
  const pair = (headers.get('cookie') ?? '').split(/;\s*/).find((p) => p.startsWith(name) && p.length > name.length)
  return pair ? decodeURIComponent(pair.slice(name.length)) : null
}

/**
 * What a token says, when Payload itself signed it, in its current format, and it has not expired:
 * the account and session it names. Null for anything else (no token, forged, expired), which is a
 * guest whatever the database does. Checked as Payload's own JWT strategy checks it, without the database.
 */
export async function verifiedClaims(payload: Payload, headers: Headers): Promise<TokenClaims | null> {
  const token = tokenOf(payload, headers)
  if (!token) return null
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(payload.secret))
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
    const { id, collection, sid } = claims as { id?: unknown; collection?: unknown; sid?: unknown }
    if (typeof collection !== 'string' || (typeof id !== 'number' && typeof id !== 'string') || (sid !== undefined && typeof sid !== 'string')) return null
    if (!payload.collections[collection as keyof typeof payload.collections]?.config.auth) return null
    return { id, collection, ...(typeof sid === 'string' ? { sid } : {}) }
  } catch {
    return null
  }
}
