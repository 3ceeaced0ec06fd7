/** One cart line: which product and how much (in its unit of sale). */
export type CartLine = { productId: number; quantity: number }

export const cartLineLimits = { maxProductId: 2_147_483_647, maxQuantity: 1_000_000, maxLines: 100 } as const

/**
 * Whether a stored or sent value is a cart line: the rule cartLinesSchema (lib/cart/lines.ts) applies
 * on the server, without zod, so the browser's cart store stays small.
 */
export function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false
  const { productId, quantity } = value as Partial<CartLine>
  return (
    typeof productId === 'number' && Number.isInteger(productId) && productId > 0 && productId <= cartLineLimits.maxProductId &&
    typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 && quantity <= cartLineLimits.maxQuantity
  )
}
