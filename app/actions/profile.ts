'use server'

import { getTranslations } from 'next-intl/server'
import { changeMobile, changePassword, isMobileTaken, setPasswordAfterCode, updateProfile } from '@/lib/auth/accounts'
import { invalid, type ActionResult } from '@/lib/action-result'
import { requestCodeSchema, verifyCodeSchema } from '@/lib/auth/login-schema'
import { requestOtp, verifyOtp } from '@/lib/auth/otp'
import { otpRequestFailure, otpVerifyFailure, tooManyTries } from '@/lib/auth/otp-failures'
import { passwordChangeSchema, passwordResetSchema, profileSchema } from '@/lib/auth/profile-schema'
import { clientIp } from '@/lib/security/client-ip'
import { getViewer, type CustomerViewer } from '@/lib/auth/viewer'
import { toLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'

/** Every profile action acts for the signed-in customer only, whoever the request names. */
async function customer(): Promise<CustomerViewer | null> {
  const viewer = await getViewer()
  return viewer?.kind === 'customer' ? viewer : null
}
const signedOut = { ok: false, error: 'signedOut' } as const

export async function updateProfileAction(input: unknown): Promise<ActionResult> {
  const viewer = await customer()
  if (!viewer) return signedOut
  const parsed = profileSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const result = await updateProfile(await getPayloadClient(), viewer, parsed.data)
  return result.ok ? { ok: true } : { ok: false, fieldErrors: { [result.field]: result.error } }
}

/** Sets a new password and signs out every other device; this one stays signed in. */
export async function changePasswordAction(input: unknown): Promise<ActionResult> {
  const viewer = await customer()
  if (!viewer) return signedOut
  const parsed = passwordChangeSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const result = await changePassword(await getPayloadClient(), viewer, parsed.data, await clientIp())
  if (result.ok) return { ok: true }
  return result.reason === 'throttled' ? tooManyTries(result.retryIn) : { ok: false, fieldErrors: { currentPassword: 'currentPassword' } }
}

/** A forgotten password replaced, from a session a texted code has just opened. */
export async function setPasswordAfterCodeAction(input: unknown): Promise<ActionResult> {
  const viewer = await customer()
  if (!viewer) return signedOut
  const parsed = passwordResetSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const result = await setPasswordAfterCode(await getPayloadClient(), viewer, parsed.data)
  return result.ok ? { ok: true } : { ok: false, error: 'codeSessionExpired' }
}

/** Step one of a mobile change: a code to the new number proves the customer holds it. */
export async function requestMobileCodeAction(rawLocale: string, input: unknown): Promise<ActionResult<{ resendIn: number; expiresIn: number }>> {
  const viewer = await customer()
  if (!viewer) return signedOut
  const parsed = requestCodeSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const mobile = parsed.data.mobile
  if (mobile === viewer.mobile) return { ok: false, fieldErrors: { mobile: 'sameMobile' } }
  const payload = await getPayloadClient()
  if (await isMobileTaken(payload, mobile, viewer.id)) return { ok: false, fieldErrors: { mobile: 'mobileTaken' } }
  const t = await getTranslations({ locale: toLocale(rawLocale), namespace: 'auth.sms' })
  const result = await requestOtp({ payload }, { mobile, purpose: 'verify-mobile', ip: await clientIp(), customerId: viewer.id, text: (code) => t('verify', { code }) })
  if (!result.ok) return otpRequestFailure(result)
  return { ok: true, resendIn: result.resendIn, expiresIn: result.expiresIn }
}

export async function verifyMobileCodeAction(input: unknown): Promise<ActionResult<{ mobile: string }>> {
  const viewer = await customer()
  if (!viewer) return signedOut
  const parsed = verifyCodeSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const payload = await getPayloadClient()
  const result = await verifyOtp({ payload }, { mobile: parsed.data.mobile, purpose: 'verify-mobile', code: parsed.data.code })
  if (!result.ok) return otpVerifyFailure(result)
  // A code someone else asked for this number is no proof for this customer.
  if (result.customerId !== viewer.id) return { ok: false, fieldErrors: { code: 'codeInvalid' } }
  const changed = await changeMobile(payload, viewer.id, parsed.data.mobile)
  return changed.ok ? { ok: true, mobile: parsed.data.mobile } : { ok: false, fieldErrors: { mobile: changed.error } }
}
