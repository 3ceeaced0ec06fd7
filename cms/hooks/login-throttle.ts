import { pbkdf2 } from 'node:crypto'
import { type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { clientIpContextKey, loginThrottle, loginWaitSeconds, TooManySignInTries } from '@/lib/auth/login-throttle'
import { addMark, clearMarks, markKey, marksSince } from '@/lib/security/rate-marks'
import { ipFromHeaders } from '@/lib/security/ip-from-headers'

const addressOf = (req: PayloadRequest) => {
  const fromContext = req.context?.[clientIpContextKey]
  return typeof fromContext === 'string' ? fromContext : ipFromHeaders(req.headers)
}

const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}

const triesKey = (req: PayloadRequest, collection: string, email: string) => markKey(req.payload, 'login', collection, email, addressOf(req))

/**
 * Payload's own check of a password (PBKDF2-SHA256, 600,000 rounds, 32 bytes), run for an unknown
 * account so that it is answered in the time a wrong password takes.
 */
const hashLikeAPassword = (password: string) =>
  new Promise<void>((resolve) => pbkdf2(password, 'no-such-account-salt', 600_000, 32, 'sha256', () => resolve()))

/**
 * Before each password sign-in (site form, admin, REST, GraphQL; customers and staff): counts the try under the account and the
 * address, refuses it while the growing wait runs, and spends on an unknown account the time a
 * known one costs.
 */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = emailOf(data)
  const key = triesKey(req, collection.slug, email)
  const now = new Date()
  // Counted first and read back after, so that tries sent all at once see one another.
  const mine = await addMark(req.payload, key, { req })
  const counted = await marksSince(req.payload, key, new Date(now.getTime() - loginThrottle.windowSeconds * 1000), 100, { req, upTo: mine })
  const wait = loginWaitSeconds(counted.slice(0, -1), now)
  if (wait > 0) throw new TooManySignInTries(wait)
  const known = email ? await req.payload.db.findOne({ collection: collection.slug, where: { email: { equals: email } }, req }) : null
  if (!known) await hashLikeAPassword(typeof data?.password === 'string' ? data.password : '')
  return args
}

/** A right password forgets the tries made from that address. */
export const forgetSignInTries: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  await clearMarks(req.payload, triesKey(req, collection.slug, emailOf(user)), { req })
}
