import '@/lib/forms/zod'
import { z } from 'zod'
import { authErrors, emailField, newPasswordFields, passwordsMatch } from './fields'

/** The customer's own details on /profile (the mobile number changes through a code instead). */
export const profileSchema = z.object({
  name: z.string().trim().min(1, authErrors.required).max(120, authErrors.tooLong),
  email: emailField,
})

export const passwordChangeSchema = z
  .object({ currentPassword: z.string().min(1, authErrors.required).max(200, authErrors.tooLong), ...newPasswordFields })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch)

/** The same without the old password: a session a texted code has just opened (lib/auth/code-sessions.ts). */
export const passwordResetSchema = z.object({ ...newPasswordFields }).refine((v) => v.password === v.confirmPassword, passwordsMatch)

export type ProfileInput = z.input<typeof profileSchema>
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>
