import { z } from '@/lib/forms/zod'
import { normalizeMobile } from '@/lib/auth/mobile'

/** Message keys (messages/*.json → consultation.errors.*): the same text in the browser and from the server. */
export const consultationErrors = {
  required: 'required',
  mobile: 'mobile',
  tooLong: 'tooLong',
  tooShort: 'tooShort',
} as const

export const consultationLimits = { fullName: 120, subject: 200, text: 3000 } as const

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
export const consultationFields = ['fullName', 'mobileNumber', 'subject', 'text'] as const
