import { cookies } from 'next/headers'
import type { Payload } from 'payload'
import { sessionCookieName, type IssuedSession } from './session'

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
