'use server'

import { getTranslations } from 'next-intl/server'
import { codeLogin, passwordLogin, registerCustomer, takenField } from '@/lib/auth/accounts'
import { codeField } from '@/lib/auth/fields'
import { invalid, type ActionResult } from '@/lib/action-result'
import { otpRequestFailure, otpVerifyFailure, tooManyTries } from '@/lib/auth/otp-failures'
import { passwordLoginSchema, requestCodeSchema, verifyCodeSchema } from '@/lib/auth/login-schema'
import { safeNextPath } from '@/lib/auth/next-path'
import { pruneOtpCodes, requestOtp, verifyOtp, verifyRegistrationCode } from '@/lib/auth/otp'
import { registerSchema } from '@/lib/auth/register-schema'
import { registrationRetryIn } from '@/lib/auth/registration-limits'
import { clearSessionCookie, setSessionCookie } from '@/lib/auth/session-cookie'
import { clientIp } from '@/lib/security/client-ip'
import { pruneMarks } from '@/lib/security/rate-marks'
import { endSession } from '@/lib/auth/session'
import { getViewer } from '@/lib/auth/viewer'
import { localizedPath, toLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'

type Signed = ActionResult<{ next: string }>

/**
 * Registration, step one: the form is checked, and a code is texted to the number it gives. No
 * account exists until the code comes back (step two), so nobody can sign up someone else's number.
 */
export async function requestRegistrationCodeAction(rawLocale: string, input: unknown): Promise<ActionResult<{ resendIn: number; expiresIn: number }>> {
  const locale = toLocale(rawLocale)
  const parsed = registerSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const payload = await getPayloadClient()
  const taken = await takenField(payload, parsed.data)
  if (taken) return { ok: false, fieldErrors: { [taken.field]: taken.error } }
  const ip = await clientIp()
  const wait = await registrationRetryIn(payload, ip)
  if (wait > 0) return { ok: false, error: 'registerRateLimited', params: { minutes: Math.ceil(wait / 60) } }
  const t = await getTranslations({ locale, namespace: 'auth.sms' })
  const result = await requestOtp({ payload }, { mobile: parsed.data.mobile, purpose: 'register', ip, text: (code) => t('register', { code }) })
  if (!result.ok) return otpRequestFailure(result)
  return { ok: true, resendIn: result.resendIn, expiresIn: result.expiresIn }
}

/** Registration, step two: the same form and the code texted to its number; the account is made and signed in. */
export async function registerAction(rawLocale: string, input: unknown, next?: string): Promise<Signed> {
  const locale = toLocale(rawLocale)
  const parsed = registerSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const code = codeField.safeParse((input as { code?: unknown } | null)?.code)
  if (!code.success) return { ok: false, fieldErrors: { code: code.error.issues[0]?.message ?? 'code' } }
  const payload = await getPayloadClient()
  const verified = await verifyRegistrationCode({ payload }, { mobile: parsed.data.mobile, code: code.data })
  if (!verified.ok) return otpVerifyFailure(verified)
  const result = await registerCustomer(payload, parsed.data, { mobileVerified: true })
  if (!result.ok) return { ok: false, fieldErrors: { [result.field]: result.error } }
  await setSessionCookie(payload, result.session)
  return { ok: true, next: safeNextPath(next, locale) }
}

export async function passwordLoginAction(rawLocale: string, input: unknown, next?: string): Promise<Signed> {
  const locale = toLocale(rawLocale)
  const parsed = passwordLoginSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const payload = await getPayloadClient()
  const result = await passwordLogin(payload, parsed.data, await clientIp())
  if (!result.ok) return result.reason === 'throttled' ? tooManyTries(result.retryIn) : { ok: false, error: 'invalidCredentials' }
  await setSessionCookie(payload, result.session)
  return { ok: true, next: safeNextPath(next, locale) }
}

/** Step one of code sign-in. The answer never tells whether the number has an account. */
export async function requestLoginCodeAction(rawLocale: string, input: unknown): Promise<ActionResult<{ resendIn: number; expiresIn: number }>> {
  const locale = toLocale(rawLocale)
  const parsed = requestCodeSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const payload = await getPayloadClient()
  const t = await getTranslations({ locale, namespace: 'auth.sms' })
  const result = await requestOtp({ payload }, { mobile: parsed.data.mobile, purpose: 'login', ip: await clientIp(), text: (code) => t('login', { code }) })
  void pruneOtpCodes({ payload }).catch(() => {})
  void pruneMarks(payload).catch(() => {})
  if (!result.ok) return otpRequestFailure(result)
  return { ok: true, resendIn: result.resendIn, expiresIn: result.expiresIn }
}

export async function verifyLoginCodeAction(rawLocale: string, input: unknown, next?: string): Promise<Signed> {
  const locale = toLocale(rawLocale)
  const parsed = verifyCodeSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const payload = await getPayloadClient()
  const result = await verifyOtp({ payload }, { mobile: parsed.data.mobile, purpose: 'login', code: parsed.data.code })
  if (!result.ok) return otpVerifyFailure(result)
  const signed = await codeLogin(payload, result.customerId)
  await setSessionCookie(payload, signed.session)
  return { ok: true, next: safeNextPath(next, locale) }
}

/** Ends the session on the server as well as in the browser, for customers and staff alike. */
export async function logoutAction(rawLocale: string): Promise<{ ok: true; next: string }> {
  const locale = toLocale(rawLocale)
  const payload = await getPayloadClient()
  const viewer = await getViewer()
  if (viewer) await endSession(payload, viewer.kind === 'customer' ? 'customers' : 'users', viewer.id, viewer.sessionId)
  await clearSessionCookie(payload)
  return { ok: true, next: localizedPath(locale, '/') }
}
