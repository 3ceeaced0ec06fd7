import '@/lib/forms/zod'
import { z } from 'zod'
import { MAX_PRICE } from '@/lib/catalog/query-params'
import { toLatinDigits } from '@/lib/catalog/normalize'

/** Message keys under prices.alerts.errors. */
export const alertErrors = { threshold: 'threshold', product: 'product' } as const

/** "۱٬۲۵۰٬۰۰۰" or "1,250,000" as a whole number of toman; anything else is not one. */
function wholeToman(raw: string): number | null {
  const text = toLatinDigits(raw.trim()).replace(/[,\u066C\s]/g, '')
  if (!/^\d+$/.test(text)) return null
  const n = Number(text)
  return n >= 1 && n <= MAX_PRICE ? n : null
}

/** The price alert form, shared by the browser form and its server action. */
export const alertSchema = z
  .object({
    productId: z.number(alertErrors.product).int(alertErrors.product).positive(alertErrors.product),
    kind: z.enum(['change', 'below'], alertErrors.threshold),
    threshold: z.string().optional(),
  })
  .transform((value, ctx) => {
    if (value.kind === 'change') return { productId: value.productId, kind: value.kind, threshold: null }
    const threshold = wholeToman(value.threshold ?? '')
    if (threshold === null) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: alertErrors.threshold })
      return z.NEVER
    }
    return { productId: value.productId, kind: value.kind, threshold }
  })

export type AlertInput = z.input<typeof alertSchema>
export type AlertValues = z.output<typeof alertSchema>
