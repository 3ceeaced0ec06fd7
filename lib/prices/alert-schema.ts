import '@/lib/forms/zod'
import { z } from 'zod'
import { parseWholeToman } from './whole-toman'

/** Message keys under prices.alerts.errors. */
export const alertErrors = { threshold: 'threshold', product: 'product' } as const

/** The price alert form, shared by the browser form and its server action. */
export const alertSchema = z
  .object({
    productId: z.number(alertErrors.product).int(alertErrors.product).positive(alertErrors.product),
    kind: z.enum(['change', 'below'], alertErrors.threshold),
    threshold: z.string().optional(),
  })
  .transform((value, ctx) => {
    if (value.kind === 'change') return { productId: value.productId, kind: value.kind, threshold: null }
    const threshold = parseWholeToman(value.threshold ?? '')
    if (threshold === null) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: alertErrors.threshold })
      return z.NEVER
    }
    return { productId: value.productId, kind: value.kind, threshold }
  })

export type AlertInput = z.input<typeof alertSchema>
export type AlertValues = z.output<typeof alertSchema>
