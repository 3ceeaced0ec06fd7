import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Customer } from '@/cms/payload-types'
import { otpRules } from '@/lib/auth/otp-rules'
import { requestOtp, verifyOtp, verifyRegistrationCode } from '@/lib/auth/otp'
import { SmsSendError, type SmsMessage, type SmsSender } from '@/lib/sms'
import { testPayload } from './payload'

let payload: Payload
let customer: Customer
const sent: SmsMessage[] = []
const sender: SmsSender = { name: 'memory', send: async (m) => void sent.push(m) }
const failing: SmsSender = { name: 'down', send: async () => { throw new SmsSendError('provider down') } }
const text = (code: string) => `code ${code}`

/** Each test has its own clock far from the others, so cooldowns and windows never overlap. */
let epoch = Date.UTC(2030, 0, 1)
const clock = () => {
  epoch += 10 * 24 * 3600 * 1000
  let t = epoch
  return { now: () => new Date(t), advance: (s: number) => void (t += s * 1000) }
}
const lastCode = () => sent.at(-1)!.code!
const wrong = (code: string) => String((Number(code) + 1) % 10 ** otpRules.digits).padStart(otpRules.digits, '0')

beforeAll(async () => {
  payload = await testPayload()
  customer = await payload.create({ collection: 'customers', data: { name: 'Reza', email: 'reza.otp@example.com', mobile: '09351234567', password: 'steel2026' } })
})

describe('one-time codes', () => {
  it('send a 6-digit code that signs in once, and is stored only hashed', async () => {
    const c = clock()
    const r = await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.0.0.1', sender, text })
    expect(r).toEqual({ ok: true, resendIn: otpRules.resendSeconds, expiresIn: otpRules.ttlSeconds })
    const code = lastCode()
    expect(code).toMatch(/^\d{6}$/)
    expect(sent.at(-1)).toMatchObject({ to: '09351234567', text: `code ${code}` })

    const { docs } = await payload.find({ collection: 'otp-codes', where: { mobile: { equals: customer.mobile } }, sort: '-createdAt', limit: 1 })
    expect(docs[0]!.codeHash).not.toContain(code)
    expect(JSON.stringify(docs[0])).not.toContain('10.0.0.1')

    c.advance(30)
    expect(await verifyOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', code })).toEqual({ ok: true, customerId: customer.id })
    expect(await verifyOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', code })).toEqual({ ok: false, reason: 'invalid' })
  })

  it('accept the code typed in Persian digits', async () => {
    const c = clock()
    await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.0.0.2', sender, text })
    const { codeField } = await import('@/lib/auth/fields')
    const typed = lastCode().replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)
    const code = codeField.parse(typed)
    expect((await verifyOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', code })).ok).toBe(true)
  })

  it('expire after two minutes', async () => {
    const c = clock()
    await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.0.0.3', sender, text })
    c.advance(otpRules.ttlSeconds + 1)
    expect(await verifyOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', code: lastCode() })).toEqual({ ok: false, reason: 'expired' })
  })

  it('die after five wrong tries, even for the right code', async () => {
    const c = clock()
    await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.0.0.4', sender, text })
    const code = lastCode()
    const results = []
    for (let i = 0; i < otpRules.maxAttempts; i++) results.push((await verifyOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', code: wrong(code) })) as { reason?: string })
    expect(results.slice(0, -1).every((r) => r.reason === 'invalid')).toBe(true)
    expect(results.at(-1)?.reason).toBe('too-many')
    expect(await verifyOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', code })).toEqual({ ok: false, reason: 'too-many' })
  })

  it('count parallel guesses so none gets past the limit', async () => {
    const c = clock()
    await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.0.0.5', sender, text })
    const code = lastCode()
    await Promise.all(Array.from({ length: 12 }, () => verifyOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', code: wrong(code) })))
    const { docs } = await payload.find({ collection: 'otp-codes', where: { mobile: { equals: customer.mobile } }, sort: '-createdAt', limit: 1 })
    expect(docs[0]!.attempts).toBe(otpRules.maxAttempts)
    expect((await verifyOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', code })).ok).toBe(false)
  })

  it('refuse a resend during the cooldown and say how long to wait', async () => {
    const c = clock()
    await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.0.0.6', sender, text })
    c.advance(20)
    expect(await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.0.0.6', sender, text })).toEqual({ ok: false, reason: 'cooldown', retryIn: otpRules.resendSeconds - 20 })
    c.advance(otpRules.resendSeconds - 20)
    expect((await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.0.0.6', sender, text })).ok).toBe(true)
  })

  it('refuse the sixth request for one number within the window, then allow it again', async () => {
    const c = clock()
    const results = []
    for (let i = 0; i < otpRules.perMobile + 1; i++) {
      results.push(await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: `10.1.0.${i}`, sender, text }))
      c.advance(otpRules.resendSeconds)
    }
    expect(results.slice(0, otpRules.perMobile).every((r) => r.ok)).toBe(true)
    expect(results.at(-1)).toMatchObject({ ok: false, reason: 'rate-limited' })
    c.advance(otpRules.windowSeconds)
    expect((await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.1.1.1', sender, text })).ok).toBe(true)
  })

  it('limit one IP address across many numbers', async () => {
    const c = clock()
    const results = []
    for (let i = 0; i < otpRules.perIp + 1; i++) {
      results.push(await requestOtp({ payload, now: c.now() }, { mobile: `0912000${String(i).padStart(4, '0')}`, purpose: 'login', ip: '10.2.0.1', sender, text }))
    }
    expect(results.slice(0, otpRules.perIp).every((r) => r.ok)).toBe(true)
    expect(results.at(-1)).toMatchObject({ ok: false, reason: 'rate-limited' })
  })

  it('let an operator raise the limit of one address (SMS_CODES_PER_ADDRESS_HOURLY), for an office behind one', async () => {
    const c = clock()
    const limit = otpRules.perIp + 5
    process.env.SMS_CODES_PER_ADDRESS_HOURLY = String(limit)
    try {
      const results = []
      for (let i = 0; i < limit + 1; i++) {
        results.push(await requestOtp({ payload, now: c.now() }, { mobile: `0912100${String(i).padStart(4, '0')}`, purpose: 'login', ip: '10.2.5.1', sender, text }))
      }
      expect(results.slice(0, limit).every((r) => r.ok)).toBe(true)
      expect(results.at(-1)).toMatchObject({ ok: false, reason: 'rate-limited' })
    } finally {
      delete process.env.SMS_CODES_PER_ADDRESS_HOURLY
    }
  })

  it('stop texting anyone once the hourly ceiling for everyone is reached, however many addresses ask', async () => {
    const c = clock()
    process.env.SMS_HOURLY_LIMIT = '12'
    try {
      const results = []
      for (let i = 0; i < 13; i++) {
        results.push(await requestOtp({ payload, now: c.now() }, { mobile: `0913000${String(i).padStart(4, '0')}`, purpose: 'login', ip: `10.3.0.${i}`, sender, text }))
        c.advance(60)
      }
      expect(results.slice(0, 12).every((r) => r.ok)).toBe(true)
      // The thirteenth asks twelve minutes in: the first code grows an hour old 48 minutes later.
      expect(results.at(-1)).toEqual({ ok: false, reason: 'rate-limited', retryIn: 48 * 60 })
      c.advance(48 * 60)
      expect((await requestOtp({ payload, now: c.now() }, { mobile: '09130009999', purpose: 'login', ip: '10.3.1.1', sender, text })).ok).toBe(true)
    } finally {
      delete process.env.SMS_HOURLY_LIMIT
    }
  })

  it('text a registration code to a number with no account yet, good once, and signing nobody in', async () => {
    const c = clock()
    const mobile = '09131112222'
    expect((await requestOtp({ payload, now: c.now() }, { mobile, purpose: 'register', ip: '10.4.0.1', sender, text })).ok).toBe(true)
    expect(sent.at(-1)!.to).toBe(mobile)
    const code = lastCode()
    expect(await verifyOtp({ payload, now: c.now() }, { mobile, purpose: 'login', code })).toEqual({ ok: false, reason: 'invalid' })
    expect(await verifyRegistrationCode({ payload, now: c.now() }, { mobile, code: wrong(code) })).toEqual({ ok: false, reason: 'invalid' })
    expect(await verifyRegistrationCode({ payload, now: c.now() }, { mobile, code })).toEqual({ ok: true })
    expect(await verifyRegistrationCode({ payload, now: c.now() }, { mobile, code })).toEqual({ ok: false, reason: 'invalid' })
  })

  it('answer an unknown number exactly like a known one, and send it nothing', async () => {
    const c = clock()
    const before = sent.length
    const unknown = await requestOtp({ payload, now: c.now() }, { mobile: '09199999999', purpose: 'login', ip: '10.3.0.1', sender, text })
    expect(sent.length).toBe(before)
    const known = await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.3.0.2', sender, text })
    expect(unknown).toEqual(known)
    c.advance(5)
    expect(await requestOtp({ payload, now: c.now() }, { mobile: '09199999999', purpose: 'login', ip: '10.3.0.1', sender, text })).toEqual(
      await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.3.0.2', sender, text }),
    )
    expect(await verifyOtp({ payload, now: c.now() }, { mobile: '09199999999', purpose: 'login', code: '123456' })).toEqual({ ok: false, reason: 'invalid' })
  })

  it('report a failing SMS provider without keeping the code, so the visitor can retry at once', async () => {
    const c = clock()
    expect(await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.4.0.1', sender: failing, text })).toEqual({ ok: false, reason: 'sms-failed' })
    expect((await requestOtp({ payload, now: c.now() }, { mobile: customer.mobile, purpose: 'login', ip: '10.4.0.1', sender, text })).ok).toBe(true)
  })

  it('keep sign-in codes and mobile-change codes apart', async () => {
    const c = clock()
    await requestOtp({ payload, now: c.now() }, { mobile: '09367654321', purpose: 'verify-mobile', ip: '10.5.0.1', sender, text, customerId: customer.id })
    const code = lastCode()
    expect((await verifyOtp({ payload, now: c.now() }, { mobile: '09367654321', purpose: 'login', code })).ok).toBe(false)
    expect(await verifyOtp({ payload, now: c.now() }, { mobile: '09367654321', purpose: 'verify-mobile', code })).toEqual({ ok: true, customerId: customer.id })
  })

  it('are out of reach of REST-style access', async () => {
    await expect(payload.find({ collection: 'otp-codes', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'otp-codes', overrideAccess: false, user: { ...customer, collection: 'customers' } })).rejects.toThrow()
  })
})
