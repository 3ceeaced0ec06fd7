import { randomInt, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { OtpCode } from '@/cms/payload-types'
import { rawRows, sqlTimestamp } from '@/lib/db/raw'
import { positiveIntFromEnv } from '@/lib/env'
import { keyedHash } from '@/lib/security/keyed-hash'
import { SmsSendError, smsSender, type SmsSender } from '@/lib/sms'
import { otpRules } from './otp-rules'

export type OtpPurpose = OtpCode['purpose']

export type OtpRequestResult =
  | { ok: true; resendIn: number; expiresIn: number }
  | { ok: false; reason: 'cooldown' | 'rate-limited'; retryIn: number }
  | { ok: false; reason: 'sms-failed' }

export type OtpVerifyResult = { ok: true; customerId: number } | OtpRefusal
type OtpRefusal = { ok: false; reason: 'invalid' | 'expired' | 'too-many' }

type Deps = { payload: Payload; now?: Date }

const codeHash = (payload: Payload, purpose: OtpPurpose, mobile: string, code: string) => keyedHash(payload, 'otp', `${purpose}:${mobile}:${code}`)
const ipHash = (payload: Payload, ip: string) => keyedHash(payload, 'ip', ip)

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
const idOf = (v: number | { id: number } | null | undefined) => (typeof v === 'object' && v ? v.id : (v ?? null))

async function recentCodes(payload: Payload, field: 'mobile' | 'ipHash', value: string, since: Date) {
  const { docs } = await payload.find({
    collection: 'otp-codes',
    where: { and: [{ [field]: { equals: value } }, { createdAt: { greater_than: since.toISOString() } }] },
    sort: 'createdAt',
    limit: Math.max(codesPerAddress(), otpRules.perMobile) + 1,
    depth: 0,
    pagination: false,
    select: { createdAt: true, purpose: true },
  })
  return docs
}

const hourlyCeiling = () => positiveIntFromEnv('SMS_HOURLY_LIMIT', otpRules.everyone)
/** Codes asked for from one address within the window; an office behind one address may need more. */
export const codesPerAddress = () => positiveIntFromEnv('SMS_CODES_PER_ADDRESS_HOURLY', otpRules.perIp)

/** Seconds until the window has room for one more code from anyone (0: now). */
async function everyoneRetryIn(payload: Payload, windowStart: Date, now: Date): Promise<number> {
  const ceiling = hourlyCeiling()
  const where = { createdAt: { greater_than: windowStart.toISOString() } }
  const { totalDocs } = await payload.count({ collection: 'otp-codes', where })
  if (totalDocs < ceiling) return 0
  // The window frees a place when the code that filled it grows older than the window.
  const { docs } = await payload.find({ collection: 'otp-codes', where, sort: '-createdAt', limit: 1, page: ceiling, depth: 0, select: { createdAt: true } })
  const filling = docs[0]
  return filling ? seconds(new Date(filling.createdAt).getTime() + otpRules.windowSeconds * 1000 - now.getTime()) : 60
}

/**
 * Sends a code to `mobile`, within the limits: one per number per cooldown, a few per number and
 * per IP address per window (counted in the database, so every app instance sees the same
 * counts). For sign-in the answer is the same whether or not the number belongs to a customer:
 * unknown numbers get a record (so limits apply alike) but no message.
 */
export async function requestOtp(
  { payload, now = new Date() }: Deps,
  args: { mobile: string; purpose: OtpPurpose; ip: string; text: (code: string) => string; customerId?: number; sender?: SmsSender },
): Promise<OtpRequestResult> {
  const { mobile, purpose, ip } = args
  const windowStart = new Date(now.getTime() - otpRules.windowSeconds * 1000)
  const ipKey = ipHash(payload, ip)
  const [byMobile, byIp] = await Promise.all([recentCodes(payload, 'mobile', mobile, windowStart), recentCodes(payload, 'ipHash', ipKey, windowStart)])

  const last = byMobile.filter((c) => c.purpose === purpose).at(-1)
  if (last) {
    const wait = new Date(last.createdAt).getTime() + otpRules.resendSeconds * 1000 - now.getTime()
    if (wait > 0) return { ok: false, reason: 'cooldown', retryIn: seconds(wait) }
  }
  // The window frees a place when the oldest request that fills it grows older than the window.
  const blocking = byMobile.length >= otpRules.perMobile ? byMobile.at(-otpRules.perMobile) : byIp.length >= codesPerAddress() ? byIp.at(-codesPerAddress()) : undefined
  if (blocking) {
    const freesAt = new Date(blocking.createdAt).getTime() + otpRules.windowSeconds * 1000
    return { ok: false, reason: 'rate-limited', retryIn: seconds(freesAt - now.getTime()) }
  }

  const everyoneWait = await everyoneRetryIn(payload, windowStart, now)
  if (everyoneWait > 0) {
    payload.logger.warn(`[sms] the hourly ceiling of ${hourlyCeiling()} codes is reached: new codes wait`)
    return { ok: false, reason: 'rate-limited', retryIn: everyoneWait }
  }

  let customerId = args.customerId ?? null
  if (purpose === 'login') {
    const { docs } = await payload.find({ collection: 'customers', where: { mobile: { equals: mobile } }, limit: 1, depth: 0, pagination: false, select: {} })
    customerId = docs[0]?.id ?? null
  }

  const code = String(randomInt(0, 10 ** otpRules.digits)).padStart(otpRules.digits, '0')
  const record = await payload.create({
    collection: 'otp-codes',
    data: {
      mobile,
      purpose,
      codeHash: codeHash(payload, purpose, mobile, code),
      expiresAt: new Date(now.getTime() + otpRules.ttlSeconds * 1000).toISOString(),
      attempts: 0,
      customer: customerId,
      ipHash: ipKey,
      createdAt: now.toISOString(),
    },
    depth: 0,
    select: {},
  })

  // A sign-in code goes only to a number with an account; a registration code to the number being registered.
  if (customerId !== null || purpose === 'register') {
    try {
      // The configured provider (SMS_PROVIDER) unless a test passes one; a misconfiguration fails like a refusal.
      const sender = args.sender ?? smsSender()
      await sender.send({ to: mobile, text: args.text(code), code })
    } catch (error) {
      // Nothing was delivered: the visitor may try again at once.
      await payload.delete({ collection: 'otp-codes', id: record.id })
      if (!(error instanceof SmsSendError)) payload.logger.error({ err: error, msg: 'SMS adapter failed unexpectedly' })
      else payload.logger.warn(`[sms] ${error.message}`)
      return { ok: false, reason: 'sms-failed' }
    }
  }
  return { ok: true, resendIn: otpRules.resendSeconds, expiresIn: otpRules.ttlSeconds }
}

/**
 * Checks a typed code against the newest code sent to the number. Each try is counted before the
 * comparison in one atomic statement, so parallel guesses cannot get past the limit; a correct
 * code is spent in one atomic statement, so it signs in once.
 */
export async function verifyOtp(deps: Deps, args: { mobile: string; purpose: Exclude<OtpPurpose, 'register'>; code: string }): Promise<OtpVerifyResult> {
  const result = await spendCode(deps, args, true)
  return result.ok ? { ok: true, customerId: result.customerId! } : result
}

/** A registration code: the number it came to is the one being registered, with no account yet. */
export async function verifyRegistrationCode(deps: Deps, args: { mobile: string; code: string }): Promise<{ ok: true } | OtpRefusal> {
  const result = await spendCode(deps, { ...args, purpose: 'register' }, false)
  return result.ok ? { ok: true } : result
}

async function spendCode(
  { payload, now = new Date() }: Deps,
  args: { mobile: string; purpose: OtpPurpose; code: string },
  forCustomer: boolean,
): Promise<{ ok: true; customerId: number | null } | OtpRefusal> {
  const { mobile, purpose } = args
  const code = args.code.trim()
  const { docs } = await payload.find({
    collection: 'otp-codes',
    where: { and: [{ mobile: { equals: mobile } }, { purpose: { equals: purpose } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const record = docs[0]
  if (!record || record.usedAt) return { ok: false, reason: 'invalid' }
  if ((record.attempts ?? 0) >= otpRules.maxAttempts) return { ok: false, reason: 'too-many' }
  if (new Date(record.expiresAt).getTime() <= now.getTime()) return { ok: false, reason: 'expired' }

  const counted = await rawRows(
    payload,
    `UPDATE "otp_codes" SET "attempts" = COALESCE("attempts", 0) + 1 WHERE "id" = ${Number(record.id)} AND COALESCE("attempts", 0) < ${otpRules.maxAttempts} AND "used_at" IS NULL RETURNING "id"`,
  )
  if (counted.length === 0) return { ok: false, reason: 'too-many' }

  const expected = Buffer.from(record.codeHash, 'hex')
  const given = Buffer.from(codeHash(payload, purpose, mobile, /^\d+$/.test(code) ? code : '-'), 'hex')
  const customerId = idOf(record.customer)
  if (!timingSafeEqual(expected, given) || (forCustomer && customerId === null)) {
    return (record.attempts ?? 0) + 1 >= otpRules.maxAttempts ? { ok: false, reason: 'too-many' } : { ok: false, reason: 'invalid' }
  }

  const spent = await rawRows(payload, `UPDATE "otp_codes" SET "used_at" = ${sqlTimestamp(now)} WHERE "id" = ${Number(record.id)} AND "used_at" IS NULL RETURNING "id"`)
  if (spent.length === 0) return { ok: false, reason: 'invalid' }
  return { ok: true, customerId }
}

/** Codes older than a day serve no limit any more. */
export async function pruneOtpCodes({ payload, now = new Date() }: Deps): Promise<void> {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString()
  await payload.delete({ collection: 'otp-codes', where: { createdAt: { less_than: before } } })
}
