import '@/lib/forms/zod'
import { z } from 'zod'
import { authErrors, emailField, mobileField, newPasswordFields, passwordsMatch } from './fields'

/** Registration form (issue 4), shared by the browser form and the server action. */
export const registerSchema = z
  .object({
    name: z.string().trim().min(1, authErrors.required).max(120, authErrors.tooLong),
    email: emailField,
    mobile: mobileField,
    ...newPasswordFields,
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch)

export type RegisterInput = z.input<typeof registerSchema>
