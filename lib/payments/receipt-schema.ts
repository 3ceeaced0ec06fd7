import { autoConvertDigitsToEN } from '@persian-tools/persian-tools'
import '@/lib/forms/zod'
import { z } from 'zod'
import { compareJalali, formatJalaliParts, jalaliToday, parseJalali } from '@/lib/dates/jalali-days'
import { formErrors } from '@/lib/forms/errors'

/** Message keys under forms.errors, beside the shared ones (required, date). */
export const receiptErrors = { amount: 'amount', tracking: 'trackingNumber', future: 'futureDate', duplicate: 'duplicateTracking' } as const

/** The largest transfer a receipt may state: far above any order, well inside exact integers. */
export const maxReceiptAmount = 100_000_000_000_000

const latin = (raw: string) => autoConvertDigitsToEN(raw).trim()

function fail(ctx: z.RefinementCtx, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER
}

/**
 * A bank-transfer receipt's details as the customer types them, one schema for the form and the
 * server: the amount in whole toman (separators and any digits welcome), the transfer's tracking
 * number as the bank printed it, and the day of the transfer in the Jalali calendar, not after today.
 */
export const receiptSchema = z.object({
  amount: z.string({ error: formErrors.required }).transform((raw, ctx) => {
    const value = latin(raw).replace(/[\s,،٬]/g, '')
    if (!value) return fail(ctx, formErrors.required)
    const amount = /^\d{1,15}$/.test(value) ? Number(value) : NaN
    if (!(amount >= 1 && amount <= maxReceiptAmount)) return fail(ctx, receiptErrors.amount)
    return amount
  }),
  trackingNumber: z.string({ error: formErrors.required }).transform((raw, ctx) => {
    const value = latin(raw).replace(/[\s\-_/]/g, '').toUpperCase()
    if (!value) return fail(ctx, formErrors.required)
    if (!/^[0-9A-Z]{4,40}$/.test(value)) return fail(ctx, receiptErrors.tracking)
    return value
  }),
  transferDate: z.string({ error: formErrors.required }).transform((raw, ctx) => {
    if (!raw.trim()) return fail(ctx, formErrors.required)
    const parts = parseJalali(raw)
    if (!parts) return fail(ctx, formErrors.date)
    const day = formatJalaliParts(parts)
    if (compareJalali(day, formatJalaliParts(jalaliToday())) > 0) return fail(ctx, receiptErrors.future)
    return day
  }),
})

export type ReceiptInput = z.input<typeof receiptSchema>
export type ReceiptDetails = z.output<typeof receiptSchema>
