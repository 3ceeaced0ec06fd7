import { autoConvertDigitsToEN } from '@persian-tools/persian-tools'
import '@/lib/forms/zod'
import { z } from 'zod'
import { normalizeMobile } from './mobile'
import { isAcceptablePassword } from './password'
import { otpRules } from './otp-rules'

/** Message keys (messages/*.json → auth.errors.*) so client and server speak the visitor's language. */
export const authErrors = {
  required: 'required',
  tooLong: 'tooLong',
  emailAndMobile: 'emailAndMobile',
  mobile: 'mobile',
  email: 'email',
  password: 'password',
  mismatch: 'mismatch',
  code: 'code',
  identifier: 'identifier',
} as const

/** A mobile number as typed (+98, 0098, Persian digits…), stored as 09xxxxxxxxx. */
export const mobileField = z
  .string()
  .trim()
  .min(1, authErrors.emailAndMobile)
  .transform((v, ctx) => {
    const m = normalizeMobile(v)
    if (!m) {
      ctx.addIssue({ code: 'custom', message: authErrors.mobile })
      return z.NEVER
    }
    return m
  })

export const emailField = z.string().trim().min(1, authErrors.emailAndMobile).max(254, authErrors.email).pipe(z.email(authErrors.email)).transform((v) => v.toLowerCase())

export const newPasswordFields = {
  password: z.string().refine(isAcceptablePassword, authErrors.password),
  confirmPassword: z.string(),
}

/** The one-time code as typed: Persian or Arabic digits count, spaces do not. */
export const codeField = z
  .string()
  .transform((v) => autoConvertDigitsToEN(v).replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${otpRules.digits}}$`), authErrors.code))

/**
 * "Password and confirmation do not match", shown together with any other mistakes in the form
 * (an object refinement would otherwise wait until every other field is right).
 */
export const passwordsMatch = {
  path: ['confirmPassword'],
  message: authErrors.mismatch,
  when: ({ value }: { value: unknown }) => {
    const v = value as { password?: unknown; confirmPassword?: unknown }
    return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string'
  },
}
