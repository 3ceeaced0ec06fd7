import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { changeMobile, changePassword, codeLogin, passwordLogin, registerCustomer, setPasswordAfterCode, updateProfile } from '@/lib/auth/accounts'
import { passwordLoginSchema } from '@/lib/auth/login-schema'
import { passwordChangeSchema, passwordResetSchema, profileSchema } from '@/lib/auth/profile-schema'
import { registerSchema } from '@/lib/auth/register-schema'
import { endSession } from '@/lib/auth/session'
import { registrationLimits, registrationRetryIn } from '@/lib/auth/registration-limits'
import { viewerOf, type CustomerViewer } from '@/lib/auth/viewer-of'
import { testPayload } from './payload'

let payload: Payload

const form = (over: Record<string, unknown> = {}) =>
  registerSchema.parse({ name: 'Neda', email: 'neda@example.com', mobile: '۰۹۱۵ ۱۱۱ ۲۲۳۳', password: 'steel-2026', confirmPassword: 'steel-2026', ...over })

/** Who a token signs in, as Payload itself sees it on a request. */
async function whoIs(token: string) {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return user ? { id: user.id, collection: user.collection } : null
}

async function viewerFor(token: string): Promise<CustomerViewer> {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return viewerOf(user as Parameters<typeof viewerOf>[0]) as CustomerViewer
}

const login = (identifier: string, password: string, ip = '203.0.113.10') => passwordLogin(payload, passwordLoginSchema.parse({ identifier, password }), ip)

beforeAll(async () => {
  payload = await testPayload()
})

describe('registration', () => {
  it('creates the customer from the form fields only and signs them in', async () => {
    // Whatever else a request carries (a role, a verified flag, someone's id) never reaches the record.
    const input = { ...form(), roles: ['admin'], mobileVerified: true, id: 1 } as ReturnType<typeof form>
    const result = await registerCustomer(payload, input)
    if (!result.ok) throw new Error('registration failed')
    const saved = await payload.findByID({ collection: 'customers', id: result.customerId })
    expect(saved).toMatchObject({ name: 'Neda', email: 'neda@example.com', mobile: '09151112233', mobileVerified: false })
    expect(saved).not.toHaveProperty('roles')
    expect(await whoIs(result.session.token)).toEqual({ id: result.customerId, collection: 'customers' })
  })

  it('names the taken field for a duplicate mobile or email', async () => {
    expect(await registerCustomer(payload, form({ email: 'other@example.com' }))).toEqual({ ok: false, field: 'mobile', error: 'mobileTaken' })
    expect(await registerCustomer(payload, form({ mobile: '09151112299', email: 'NEDA@example.com' }))).toEqual({ ok: false, field: 'email', error: 'emailTaken' })
  })
})

describe('sign-up limits', () => {
  it('an address makes a few accounts an hour, even all at once; another address is not held back', async () => {
    const now = new Date('2031-03-01T10:00:00Z')
    const waits = await Promise.all(Array.from({ length: 12 }, () => registrationRetryIn(payload, '198.51.100.60', now)))
    expect(waits.filter((w) => w === 0)).toHaveLength(registrationLimits().perIp)
    expect(Math.min(...waits.filter((w) => w > 0))).toBeGreaterThan(55 * 60)
    expect(await registrationRetryIn(payload, '198.51.100.61', now)).toBe(0)
    // An hour on, the address may sign up again.
    expect(await registrationRetryIn(payload, '198.51.100.60', new Date('2031-03-01T11:00:01Z'))).toBe(0)
  })

  it('holds everyone together to the hourly ceiling, whatever the addresses', async () => {
    const now = new Date('2031-04-01T10:00:00Z')
    const waits = []
    for (let i = 0; i < registrationLimits().everyone + 1; i++) waits.push(await registrationRetryIn(payload, `10.9.${i >> 8}.${i & 255}`, now))
    expect(waits.slice(0, registrationLimits().everyone).every((w) => w === 0)).toBe(true)
    expect(waits.at(-1)).toBeGreaterThan(0)
  })
})

describe('password sign-in', () => {
  it('accepts the mobile number (any digits) or the email', async () => {
    expect((await login('+98 915 111 2233', 'steel-2026')).ok).toBe(true)
    expect((await login('neda@example.com', 'steel-2026')).ok).toBe(true)
  })

  it('answers an unknown account and a wrong password alike', async () => {
    expect(await login('09150000000', 'steel-2026')).toEqual({ ok: false, reason: 'invalid' })
    expect(await login('nobody@example.com', 'steel-2026')).toEqual({ ok: false, reason: 'invalid' })
    expect(await login('neda@example.com', 'wrong-2026')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('costs the server the same hashing for an unknown account as for a wrong password', async () => {
    // The password hashes each sign-in runs are counted, not timed: a skipped hash is what would let
    // an attacker tell unknown accounts from known ones, and a busy machine stretches any timing.
    const original = crypto.pbkdf2
    const hashes: string[] = []
    crypto.pbkdf2 = ((...args: Parameters<typeof crypto.pbkdf2>) => {
      hashes.push(`${args[2]} rounds, ${args[3]} bytes, ${args[4]}`)
      return original(...args)
    }) as typeof crypto.pbkdf2
    syncBuiltinESMExports()
    const hashingOf = async (identifier: string, ip: string) => {
      hashes.length = 0
      expect(await login(identifier, 'not-the-password-1', ip)).toEqual({ ok: false, reason: 'invalid' })
      return [...hashes]
    }
    try {
      await registerCustomer(payload, form({ email: 'hashing@example.com', mobile: '09157770008' }))
      const wrong = await hashingOf('hashing@example.com', '198.51.100.50')
      expect(wrong).toHaveLength(1)
      expect(await hashingOf('nobody-hashing@example.com', '198.51.100.40')).toEqual(wrong)
      expect(await hashingOf('09157770009', '198.51.100.41')).toEqual(wrong)
      expect(await hashingOf('09157770008', '198.51.100.51')).toEqual(wrong)
    } finally {
      crypto.pbkdf2 = original
      syncBuiltinESMExports()
    }
  })

  it('slows wrong passwords from one address, never locks the owner out at another', async () => {
    await registerCustomer(payload, form({ email: 'lock@example.com', mobile: '09157770000' }))
    const attacker = '198.51.100.7'
    for (let i = 0; i < 5; i++) expect(await login('lock@example.com', `wrong-${i}-pass`, attacker)).toEqual({ ok: false, reason: 'invalid' })
    // The sixth try from that address waits, even with the right password...
    expect(await login('lock@example.com', 'steel-2026', attacker)).toMatchObject({ ok: false, reason: 'throttled', retryIn: expect.any(Number) })
    // ...while the owner, elsewhere, signs in at once, by number or by email.
    expect((await login('09157770000', 'steel-2026', '203.0.113.20')).ok).toBe(true)
    expect((await login('lock@example.com', 'steel-2026', '203.0.113.20')).ok).toBe(true)
  })

  it('waits the same for an unknown account as for a known one: the wait tells nothing', async () => {
    const attacker = '198.51.100.8'
    for (let i = 0; i < 5; i++) await login('nobody-here@example.com', `wrong-${i}-pass`, attacker)
    expect(await login('nobody-here@example.com', 'steel-2026', attacker)).toMatchObject({ ok: false, reason: 'throttled' })
    for (let i = 0; i < 5; i++) await login('09150000001', `wrong-${i}-pass`, attacker)
    expect(await login('09150000001', 'steel-2026', attacker)).toMatchObject({ ok: false, reason: 'throttled' })
  })

  it('tries sent all at once are counted as they come: at most five are checked', async () => {
    await registerCustomer(payload, form({ email: 'burst@example.com', mobile: '09157770001' }))
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login('burst@example.com', `wrong-${i}-pass`, '198.51.100.9')))
    expect(answers.filter((a) => !a.ok && a.reason === 'invalid').length).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => !a.ok && a.reason === 'throttled').length).toBeGreaterThanOrEqual(15)
  })
})

describe('sessions', () => {
  it('a code sign-in is a normal Payload session that logout ends on the server', async () => {
    const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: 'neda@example.com' } } })
    const signed = await codeLogin(payload, docs[0]!.id)
    expect(await whoIs(signed.session.token)).toEqual({ id: docs[0]!.id, collection: 'customers' })
    expect((await payload.findByID({ collection: 'customers', id: docs[0]!.id })).mobileVerified).toBe(true)
    await endSession(payload, 'customers', docs[0]!.id, signed.session.sessionId)
    expect(await whoIs(signed.session.token)).toBeNull()
  })

  it('a password change keeps this device signed in and signs out the others', async () => {
    const here = await login('neda@example.com', 'steel-2026')
    const elsewhere = await login('neda@example.com', 'steel-2026')
    if (!here.ok || !elsewhere.ok) throw new Error('sign-in failed')
    const viewer = await viewerFor(here.session.token)

    expect(await changePassword(payload, viewer, passwordChangeSchema.parse({ currentPassword: 'wrong-2026', password: 'new-steel-1', confirmPassword: 'new-steel-1' }), '203.0.113.10')).toEqual({ ok: false, reason: 'wrong-current' })
    expect(await changePassword(payload, viewer, passwordChangeSchema.parse({ currentPassword: 'steel-2026', password: 'new-steel-1', confirmPassword: 'new-steel-1' }), '203.0.113.10')).toEqual({ ok: true })

    expect(await whoIs(here.session.token)).not.toBeNull()
    expect(await whoIs(elsewhere.session.token)).toBeNull()
    expect((await login('neda@example.com', 'steel-2026')).ok).toBe(false)
    expect((await login('neda@example.com', 'new-steel-1')).ok).toBe(true)
  })
})

describe('a forgotten password', () => {
  it('is replaced right after a code sign-in, without the old one, once; a password session cannot', async () => {
    await registerCustomer(payload, form({ email: 'forgot@example.com', mobile: '09157770002' }))
    const byPassword = await login('forgot@example.com', 'steel-2026')
    if (!byPassword.ok) throw new Error('sign-in failed')
    const reset = passwordResetSchema.parse({ password: 'fresh-steel-1', confirmPassword: 'fresh-steel-1' })
    expect(await setPasswordAfterCode(payload, await viewerFor(byPassword.session.token), reset)).toEqual({ ok: false, reason: 'not-fresh' })

    const byCode = await codeLogin(payload, byPassword.customerId)
    const viewer = await viewerFor(byCode.session.token)
    expect(await setPasswordAfterCode(payload, viewer, reset)).toEqual({ ok: true })
    expect((await login('forgot@example.com', 'fresh-steel-1')).ok).toBe(true)
    expect((await login('forgot@example.com', 'steel-2026')).ok).toBe(false)
    // Used once: the next change asks for the current password again; other devices were signed out.
    expect(await setPasswordAfterCode(payload, viewer, reset)).toEqual({ ok: false, reason: 'not-fresh' })
    expect(await whoIs(byPassword.session.token)).toBeNull()
    expect(await whoIs(byCode.session.token)).not.toBeNull()
  })
})

describe('profile', () => {
  it('changes name and email, refusing an email another customer has', async () => {
    const signed = await login('neda@example.com', 'new-steel-1')
    if (!signed.ok) throw new Error('sign-in failed')
    const viewer = await viewerFor(signed.session.token)
    expect(await updateProfile(payload, viewer, profileSchema.parse({ name: 'Neda K', email: 'lock@example.com' }))).toEqual({ ok: false, field: 'email', error: 'emailTaken' })
    expect(await updateProfile(payload, viewer, profileSchema.parse({ name: 'Neda K', email: 'neda.k@example.com' }))).toEqual({ ok: true })
    expect(await payload.findByID({ collection: 'customers', id: viewer.id })).toMatchObject({ name: 'Neda K', email: 'neda.k@example.com' })
  })

  it('moves to a new mobile number, never onto another customer’s', async () => {
    const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: 'neda.k@example.com' } } })
    const id = docs[0]!.id
    expect(await changeMobile(payload, id, '09157770000')).toEqual({ ok: false, field: 'mobile', error: 'mobileTaken' })
    expect(await changeMobile(payload, id, '09158880000')).toEqual({ ok: true })
    expect(await payload.findByID({ collection: 'customers', id })).toMatchObject({ mobile: '09158880000', mobileVerified: true })
  })
})

describe('the customer record over REST and GraphQL', () => {
  it('a customer changes nothing of it there: not the number, not the password, not the name', async () => {
    const made = await registerCustomer(payload, form({ email: 'rest@example.com', mobile: '09157770003' }))
    if (!made.ok) throw new Error('registration failed')
    const me = { ...(await payload.findByID({ collection: 'customers', id: made.customerId })), collection: 'customers' as const }
    for (const payloadAPI of ['REST', 'GraphQL'] as const) {
      for (const data of [{ mobile: '09350000000' }, { password: 'taken-over-1' }, { name: 'Someone else' }]) {
        await expect(payload.update({ collection: 'customers', id: me.id, data, overrideAccess: false, user: me, req: { payloadAPI } }), `${payloadAPI} ${Object.keys(data)}`).rejects.toMatchObject({ status: 403 })
      }
    }
    const after = await payload.findByID({ collection: 'customers', id: me.id })
    expect(after).toMatchObject({ mobile: me.mobile, name: me.name })
    // The site's own flows (the Local API, acting for the signed-in customer) still can.
    await payload.update({ collection: 'customers', id: me.id, data: { name: 'Neda R.' }, overrideAccess: false, user: me })
    expect((await payload.findByID({ collection: 'customers', id: me.id })).name).toBe('Neda R.')
  })
})

describe('staff sign-in', () => {
  it('is slowed for the address that guesses, never locked for the staff member elsewhere', async () => {
    await payload.create({ collection: 'users', data: { name: 'Sales Desk', email: 'desk@example.com', password: 'desk-steel-2026', roles: ['sales'] } })
    const staffLogin = (password: string, ip: string) =>
      payload.login({ collection: 'users', data: { email: 'desk@example.com', password }, context: { clientIp: ip } }).then(
        () => 'signed in',
        (error: { status?: number }) => (error.status === 429 ? 'slowed' : 'refused'),
      )
    for (let i = 0; i < 5; i++) expect(await staffLogin(`wrong-${i}-pass`, '198.51.100.80')).toBe('refused')
    expect(await staffLogin('desk-steel-2026', '198.51.100.80')).toBe('slowed')
    expect(await staffLogin('desk-steel-2026', '203.0.113.80')).toBe('signed in')
  })
})
