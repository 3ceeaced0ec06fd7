import '@/lib/forms/zod'
import { z } from 'zod'
import { cartLineLimits } from './line'

/** Cart lines as a browser sends them: which product and how much. Nothing else is trusted. */
export const cartLinesSchema = z
  .array(z.object({ productId: z.number().int().positive().max(cartLineLimits.maxProductId), quantity: z.number().positive().max(cartLineLimits.maxQuantity) }))
  .max(cartLineLimits.maxLines)

export type CartLineInput = z.infer<typeof cartLinesSchema>[number]

/** One line per product (a repeated product adds up). */
export function mergeDuplicates(lines: CartLineInput[]): CartLineInput[] {
  const byId = new Map<number, number>()
  for (const l of lines) byId.set(l.productId, (byId.get(l.productId) ?? 0) + l.quantity)
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }))
}
