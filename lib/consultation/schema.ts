import '@/lib/forms/zod'
import { z } from 'zod'
import { normalizeMobile } from '@/lib/auth/mobile'
import { consultationErrors, consultationLimits } from './fields'

const requiredText = (max: number, min = 1) =>
  z.string().trim().min(1, consultationErrors.required).min(min, consultationErrors.tooShort).max(max, consultationErrors.tooLong)

/** The consultation request form (SPEC.md §3), shared by the browser form and the server action. */
export const consultationSchema = z.object({
  fullName: requiredText(consultationLimits.fullName, 2),
  mobileNumber: z
    .string()
    .trim()
    .min(1, consultationErrors.required)
    .transform((v, ctx) => {
      const m = normalizeMobile(v)
      if (!m) {
        ctx.addIssue({ code: 'custom', message: consultationErrors.mobile })
        return z.NEVER
      }
      return m
    }),
  subject: requiredText(consultationLimits.subject),
  text: requiredText(consultationLimits.text, 10),
})

export type ConsultationInput = z.input<typeof consultationSchema>
export type ConsultationData = z.output<typeof consultationSchema>
