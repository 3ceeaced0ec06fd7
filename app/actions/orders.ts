'use server'

import { invalid, type ActionResult } from '@/lib/auth/form-result'
import { getViewer } from '@/lib/auth/viewer'
import { cartLinesSchema } from '@/lib/cart/lines'
import { saveCart } from '@/lib/cart/server-cart'
import { isLocale, localizedPath } from '@/lib/i18n/config'
import { checkoutSchema, submissionKeySchema } from '@/lib/orders/checkout-schema'
import { placeOrder } from '@/lib/orders/place'
import { getPayloadClient } from '@/lib/payload'

/**
 * Places the signed-in customer's order from the cart lines and delivery details. Prices are
 * read again on the server; the submission key makes a repeat return the same order.
 */
export async function placeOrderAction(rawLocale: string, input: { lines: unknown; checkout: unknown; key: unknown }): Promise<ActionResult<{ path: string; orderNumber: string }>> {
  const locale = isLocale(rawLocale) ? rawLocale : 'fa'
  const viewer = await getViewer()
  if (viewer?.kind !== 'customer') return { ok: false, error: 'loginRequired' }
  const checkout = checkoutSchema.safeParse(input.checkout)
  if (!checkout.success) return invalid(checkout.error)
  const lines = cartLinesSchema.safeParse(input.lines)
  const key = submissionKeySchema.safeParse(input.key)
  if (!lines.success || !key.success) return { ok: false, error: 'generic' }

  const payload = await getPayloadClient()
  const result = await placeOrder(payload, { customerId: viewer.id, locale, lines: lines.data, checkout: checkout.data, key: key.data })
  if (!result.ok) return { ok: false, error: result.error }
  if (result.created) await saveCart(payload, viewer.id, [])
  return { ok: true, path: localizedPath(locale, `/order/${result.orderId}`), orderNumber: result.orderNumber }
}
