import { autoConvertDigitsToEN } from '@persian-tools/persian-tools'
import '@/lib/forms/zod'
import { z } from 'zod'
import { normalizeMobile } from '@/lib/auth/mobile'
import { buyerSchema } from './buyer-schema'

/** Message keys under cart.errors. */
const checkoutErrors = { address: 'address', phone: 'phone', note: 'note' } as const

/** A mobile number, or a landline with its area code (021…); stored with Latin digits. */
const phoneField = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const mobile = normalizeMobile(v)
    if (mobile) return mobile
    const digits = autoConvertDigitsToEN(v).replace(/[\s\-()]/g, '')
    if (/^0[1-8]\d{9}$/.test(digits)) return digits
    ctx.addIssue({ code: 'custom', message: checkoutErrors.phone })
    return z.NEVER
  })

/** The checkout form, shared by the browser form and the server action: delivery and the buyer's legal details for the invoice. */
export const checkoutSchema = z.object({
  buyer: buyerSchema,
  address: z.string().trim().min(10, checkoutErrors.address).max(500, checkoutErrors.address),
  phone: phoneField,
  note: z.string().trim().max(1000, checkoutErrors.note).optional().default(''),
})

/** One key per checkout attempt: a double click, a retry or a second tab place one order. */
export const submissionKeySchema = z.uuid()

export type CheckoutInput = z.input<typeof checkoutSchema>
