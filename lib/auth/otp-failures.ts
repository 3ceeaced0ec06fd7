import type { Failure } from '@/lib/action-result'
import type { OtpRequestResult, OtpVerifyResult } from './otp'

/** Why a code could not be sent, as a message key and its numbers. */
export function otpRequestFailure(result: Exclude<OtpRequestResult, { ok: true }>): Failure {
  if (result.reason === 'cooldown') return { ok: false, error: 'cooldown', params: { seconds: result.retryIn } }
  if (result.reason === 'rate-limited') return { ok: false, error: 'rateLimited', params: { minutes: Math.ceil(result.retryIn / 60) } }
  return { ok: false, error: 'smsFailed' }
}

export function otpVerifyFailure(result: Exclude<OtpVerifyResult, { ok: true }>): Failure {
  const error = { invalid: 'codeInvalid', expired: 'codeExpired', 'too-many': 'codeTooMany' }[result.reason]
  return { ok: false, fieldErrors: { code: error } }
}

/** Password tries from this address are waiting their turn (lib/auth/login-throttle.ts). */
export const tooManyTries = (retryIn: number): Failure => ({ ok: false, error: 'tooManyTries', params: { minutes: Math.ceil(retryIn / 60) } })
