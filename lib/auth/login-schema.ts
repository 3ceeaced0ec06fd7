import '@/lib/forms/zod'
import { z } from 'zod'
import { authErrors, codeField, mobileField } from './fields'
import { normalizeMobile } from './mobile'

/** Step one of code sign-in (and of a mobile change): the number to send the code to. */
export const requestCodeSchema = z.object({ mobile: mobileField })

/** Step two: the number again and the code that came to it. */
export const verifyCodeSchema = z.object({ mobile: mobileField, code: codeField })

/** Password sign-in: the mobile number or the email address, and the password. */
export const passwordLoginSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, authErrors.required)
    .transform((v, ctx) => {
      const mobile = normalizeMobile(v)
      if (mobile) return { mobile } as const
      const email = z.email().safeParse(v)
      if (email.success) return { email: email.data.toLowerCase() } as const
      ctx.addIssue({ code: 'custom', message: authErrors.identifier })
      return z.NEVER
    }),
  password: z.string().min(1, authErrors.required).max(200, authErrors.tooLong),
})
