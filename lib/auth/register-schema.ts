import { z } from 'zod'
import { normalizeMobile } from './mobile'
import { isAcceptablePassword } from './password'

/** Message keys (messages/*.json → auth.errors.*) so client and server speak the visitor's language. */
export const authErrors = {
  required: 'required',
  emailAndMobile: 'emailAndMobile',
  mobile: 'mobile',
  email: 'email',
  password: 'password',
  mismatch: 'mismatch',
} as const

/** Registration form (issue 4), shared by the browser form and the server action. */
export const registerSchema = z
  .object({
    name: z.string().trim().min(1, authErrors.required).max(120, authErrors.required),
    email: z.string().trim().min(1, authErrors.emailAndMobile).pipe(z.email(authErrors.email)),
    mobile: z
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
      }),
    password: z.string().refine(isAcceptablePassword, authErrors.password),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: authErrors.mismatch })

export type RegisterInput = z.input<typeof registerSchema>
