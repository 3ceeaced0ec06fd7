import type { Payload } from 'payload'
import { isAuthenticationFailure, retryInOf, validationPaths } from '@/lib/payload-errors'
import { clientIpContextKey } from './login-throttle'
import type { z } from 'zod'
import type { passwordLoginSchema } from './login-schema'
import { forgetCodeSession, markCodeSession, openedByCodeRecently } from './code-sessions'
import type { passwordChangeSchema, passwordResetSchema, profileSchema } from './profile-schema'
import type { registerSchema } from './register-schema'
import { endOtherCustomerSessions, startCustomerSession, type IssuedSession } from './session'
import type { CustomerViewer } from './viewer'

type Taken = { ok: false; field: 'mobile' | 'email'; error: 'mobileTaken' | 'emailTaken' }
type Signed = { ok: true; session: IssuedSession; customerId: number }

async function takenBy(payload: Payload, field: 'mobile' | 'email', value: string, exceptId?: number): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { and: [{ [field]: { equals: value } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
  })
  return docs.length > 0
}

const takenError = (field: 'mobile' | 'email'): Taken => ({ ok: false, field, error: field === 'mobile' ? 'mobileTaken' : 'emailTaken' })

/** A unique-index clash that slipped past the check (two sign-ups at once) is the same "taken". */
function uniqueClash(error: unknown): 'mobile' | 'email' | null {
  const paths = validationPaths(error)
  if (!paths) return null
  return paths.includes('mobile') ? 'mobile' : paths.includes('email') ? 'email' : null
}

/** Whether the number or the email already belongs to an account: the registration form says which. */
export async function takenField(payload: Payload, input: { mobile: string; email: string }): Promise<Taken | null> {
  if (await takenBy(payload, 'mobile', input.mobile)) return takenError('mobile')
  if (await takenBy(payload, 'email', input.email)) return takenError('email')
  return null
}

/**
 * Creates the customer from the checked form (only its fields: nothing else a request carries
 * reaches the record) and signs them in. `mobileVerified`: a code texted to the number came back.
 */
export async function registerCustomer(payload: Payload, input: z.output<typeof registerSchema>, { mobileVerified = false } = {}): Promise<Signed | Taken> {
  const taken = await takenField(payload, input)
  if (taken) return taken
  let id: number
  try {
    const created = await payload.create({
      collection: 'customers',
      data: { name: input.name, email: input.email, mobile: input.mobile, password: input.password, mobileVerified },
      depth: 0,
      select: {},
    })
    id = created.id
  } catch (error) {
    const field = uniqueClash(error)
    if (field) return takenError(field)
    throw error
  }
  return { ok: true, customerId: id, session: await startCustomerSession(payload, id) }
}

type Throttled = { ok: false; reason: 'throttled'; retryIn: number }

/** An address for a mobile number with no account: it is tried like any other, and fails alike. */
const noAccountEmail = (mobile: string) => `${mobile}@no-account.invalid`

/**
 * Password sign-in by mobile number or email, from the visitor at `ip`. Unknown accounts and wrong
 * passwords get the same answer in the same time; tries are slowed per account and address
 * (cms/hooks/login-throttle.ts), never locked.
 */
export async function passwordLogin(payload: Payload, input: z.output<typeof passwordLoginSchema>, ip: string): Promise<Signed | Throttled | { ok: false; reason: 'invalid' }> {
  let email = input.identifier.email
  if (input.identifier.mobile) {
    const { docs } = await payload.find({ collection: 'customers', where: { mobile: { equals: input.identifier.mobile } }, limit: 1, depth: 0, pagination: false, select: { email: true } })
    email = docs[0]?.email ?? noAccountEmail(input.identifier.mobile)
  }
  if (!email) return { ok: false, reason: 'invalid' }
  try {
    const result = await payload.login({ collection: 'customers', data: { email, password: input.password }, context: { [clientIpContextKey]: ip } })
    if (!result.token || !result.user) return { ok: false, reason: 'invalid' }
    const sessionId = (result.user as { _sid?: string })._sid ?? ''
    const expires = new Date((result.exp ?? 0) * 1000)
    return { ok: true, customerId: result.user.id, session: { token: result.token, expires, sessionId } }
  } catch (error) {
    const retryIn = retryInOf(error)
    if (retryIn !== null) return { ok: false, reason: 'throttled', retryIn }
    if (isAuthenticationFailure(error)) return { ok: false, reason: 'invalid' }
    throw error
  }
}

/**
 * A code that came to the customer's number proves the number too, and lets this session set a
 * new password without the old one for a short while (lib/auth/code-sessions.ts).
 */
export async function codeLogin(payload: Payload, customerId: number): Promise<Signed> {
  await payload.update({ collection: 'customers', id: customerId, data: { mobileVerified: true }, depth: 0, select: {} })
  const session = await startCustomerSession(payload, customerId)
  await markCodeSession(payload, session.sessionId)
  return { ok: true, customerId, session }
}

export async function updateProfile(payload: Payload, viewer: CustomerViewer, input: z.output<typeof profileSchema>): Promise<{ ok: true } | Taken> {
  if (await takenBy(payload, 'email', input.email, viewer.id)) return takenError('email')
  try {
    await payload.update({ collection: 'customers', id: viewer.id, data: { name: input.name, email: input.email }, overrideAccess: false, user: viewer.user, depth: 0, select: {} })
  } catch (error) {
    if (uniqueClash(error) === 'email') return takenError('email')
    throw error
  }
  return { ok: true }
}

/**
 * Checks the current password the way sign-in does (wrong tries are slowed alike), sets the
 * new one and signs out every other device.
 */
export async function changePassword(payload: Payload, viewer: CustomerViewer, input: z.output<typeof passwordChangeSchema>, ip: string): Promise<{ ok: true } | Throttled | { ok: false; reason: 'wrong-current' }> {
  try {
    await payload.login({ collection: 'customers', data: { email: viewer.email, password: input.currentPassword }, context: { [clientIpContextKey]: ip } })
  } catch (error) {
    const retryIn = retryInOf(error)
    if (retryIn !== null) return { ok: false, reason: 'throttled', retryIn }
    if (isAuthenticationFailure(error)) return { ok: false, reason: 'wrong-current' }
    throw error
  }
  await payload.update({ collection: 'customers', id: viewer.id, data: { password: input.password }, overrideAccess: false, user: viewer.user, depth: 0, select: {} })
  await endOtherCustomerSessions(payload, viewer.id, viewer.sessionId)
  return { ok: true }
}

/**
 * A forgotten password replaced: only from a session a texted code opened moments ago, which then
 * loses that power; every other device is signed out, as with a change.
 */
export async function setPasswordAfterCode(payload: Payload, viewer: CustomerViewer, input: z.output<typeof passwordResetSchema>): Promise<{ ok: true } | { ok: false; reason: 'not-fresh' }> {
  if (!viewer.sessionId || !(await openedByCodeRecently(payload, viewer.sessionId))) return { ok: false, reason: 'not-fresh' }
  await payload.update({ collection: 'customers', id: viewer.id, data: { password: input.password }, overrideAccess: false, user: viewer.user, depth: 0, select: {} })
  await forgetCodeSession(payload, viewer.sessionId)
  await endOtherCustomerSessions(payload, viewer.id, viewer.sessionId)
  return { ok: true }
}

export const isMobileTaken = (payload: Payload, mobile: string, exceptId?: number) => takenBy(payload, 'mobile', mobile, exceptId)

/** Moves the customer to a number a code has just proved they hold. */
export async function changeMobile(payload: Payload, customerId: number, mobile: string): Promise<{ ok: true } | Taken> {
  if (await takenBy(payload, 'mobile', mobile, customerId)) return takenError('mobile')
  try {
    await payload.update({ collection: 'customers', id: customerId, data: { mobile, mobileVerified: true }, depth: 0, select: {} })
  } catch (error) {
    if (uniqueClash(error) === 'mobile') return takenError('mobile')
    throw error
  }
  return { ok: true }
}
