import { cookies, headers } from 'next/headers'
import type { Payload } from 'payload'
import { sessionCookieName, type IssuedSession } from './session'

/**
 * The visitor's address for rate limits. Behind a reverse proxy the last X-Forwarded-For entry is
 * the one our proxy added (earlier entries are whatever the client claimed); without a proxy
 * Next.js fills the header from the socket.
 */
export async function clientIp(): Promise<string> {
  const h = await headers()
  const forwarded = h.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean)
  return forwarded?.at(-1) || h.get('x-real-ip') || 'unknown'
}

/** The session cookie exactly as Payload's own login sets it: HttpOnly, SameSite=Lax, Secure in production. */
export async function setSessionCookie(payload: Payload, session: IssuedSession): Promise<void> {
  const auth = payload.collections.customers.config.auth
  ;(await cookies()).set(sessionCookieName(payload), session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: Boolean(auth.cookies.secure),
    path: '/',
    expires: session.expires,
    domain: auth.cookies.domain || undefined,
  })
}

export async function clearSessionCookie(payload: Payload): Promise<void> {
  ;(await cookies()).delete({ name: sessionCookieName(payload), path: '/' })
}
