import { randomUUID } from 'node:crypto'
import { getFieldsToSign, jwtSign, type Payload, type TypeWithID } from 'payload'

type Session = { id: string; createdAt: Date | string; expiresAt: Date | string }
type WithSessions = TypeWithID & { email?: string; sessions?: Session[] | null; updatedAt?: string | null }

export type IssuedSession = { token: string; expires: Date; sessionId: string }

const alive = (sessions: Session[] | null | undefined, now: Date) => (sessions ?? []).filter((s) => new Date(s.expiresAt) > now)

type AuthCollection = 'customers' | 'users'

async function loadWithSessions(payload: Payload, id: number, collection: AuthCollection = 'customers'): Promise<WithSessions | null> {
  return (await payload.db.findOne({ collection, where: { id: { equals: id } } })) as WithSessions | null
}

async function saveSessions(payload: Payload, user: WithSessions, sessions: Session[], collection: AuthCollection = 'customers') {
  // Payload's own login and logout write sessions this way: no hooks, no versions, updatedAt kept.
  await payload.db.updateOne({ collection, id: user.id, data: { ...user, sessions, updatedAt: null }, returning: false })
}

/**
 * Starts a normal Payload session for a customer who proved who they are some other way than
 * the password (a one-time code): a server-side session record plus the JWT Payload itself
 * checks on every request, so logout, expiry and "end other sessions" work exactly as for a
 * password login.
 */
export async function startCustomerSession(payload: Payload, customerId: number, now = new Date()): Promise<IssuedSession> {
  const collection = payload.collections.customers.config
  const user = await loadWithSessions(payload, customerId)
  if (!user) throw new Error('customer not found')
  const tokenExpiration = collection.auth.tokenExpiration
  const sessionId = randomUUID()
  const expires = new Date(now.getTime() + tokenExpiration * 1000)
  await saveSessions(payload, user, [...alive(user.sessions, now), { id: sessionId, createdAt: now, expiresAt: expires }])

  const fieldsToSign = getFieldsToSign({ collectionConfig: collection, email: user.email ?? '', sid: sessionId, user: { ...user, collection: 'customers' } as never })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration })
  return { token, expires, sessionId }
}

/** Ends one session on the server (logout): its token stops working at once, even if kept. */
export async function endSession(payload: Payload, collection: AuthCollection, userId: number, sessionId: string | null): Promise<void> {
  const user = await loadWithSessions(payload, userId, collection)
  if (!user) return
  await saveSessions(payload, user, sessionId ? (user.sessions ?? []).filter((s) => s.id !== sessionId) : [], collection)
}

/** After a password change: every other device is signed out, this one stays. */
export async function endOtherCustomerSessions(payload: Payload, customerId: number, keepSessionId: string | null): Promise<void> {
  const user = await loadWithSessions(payload, customerId)
  if (!user) return
  await saveSessions(payload, user, alive(user.sessions, new Date()).filter((s) => s.id === keepSessionId))
}

/** Payload reads its session from this cookie (and from `Authorization: JWT …`). */
export const sessionCookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`
