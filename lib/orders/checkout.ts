import type { Payload } from 'payload'
import { invalid, type ActionResult } from '@/lib/action-result'
import type { Viewer } from '@/lib/auth/viewer-of'
import { cartLinesSchema } from '@/lib/cart/lines'
import { saveCart } from '@/lib/cart/server-cart'
import { isDatabaseUnavailable } from '@/lib/db/unavailable'
import { localizedPath, type Locale } from '@/lib/i18n/config'
import { checkoutSchema, submissionKeySchema } from './checkout-schema'
import { placeOrder } from './place'

export type CheckoutRequest = { lines: unknown; checkout: unknown; key: unknown }
export type CheckoutResult = ActionResult<{ path: string; orderNumber: string }>

/**
 * A customer's checkout from start to answer. Who is asking is read first (`viewer`), and a database
 * that does not answer then is "try again", not "sign in". Placing is one transaction, so a failure
 * before its commit leaves no order and is "try again" as well; once the order is committed the
 * customer is told so, whatever happens to what follows (emptying the saved cart).
 */
export async function checkoutFor(payload: Payload, viewer: () => Promise<Viewer>, locale: Locale, input: CheckoutRequest): Promise<CheckoutResult> {
  let customer: Viewer
  try {
    customer = await viewer()
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { ok: false, error: 'tryAgain' }
    throw error
  }
  if (customer?.kind !== 'customer') return { ok: false, error: 'loginRequired' }
  const checkout = checkoutSchema.safeParse(input.checkout)
  if (!checkout.success) return invalid(checkout.error)
  const lines = cartLinesSchema.safeParse(input.lines)
  const key = submissionKeySchema.safeParse(input.key)
  if (!lines.success || !key.success) return { ok: false, error: 'generic' }

  let result: Awaited<ReturnType<typeof placeOrder>>
  try {
    result = await placeOrder(payload, { customerId: customer.id, locale, lines: lines.data, checkout: checkout.data, key: key.data })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'order not placed' })
    return { ok: false, error: 'tryAgain' }
  }
  if (!result.ok) return { ok: false, error: result.error }
  if (result.created) {
    await saveCart(payload, customer.id, []).catch((error: unknown) => payload.logger.warn({ err: error, msg: `order ${result.orderNumber} placed; its cart was not emptied` }))
  }
  return { ok: true, path: localizedPath(locale, `/order/${result.orderId}`), orderNumber: result.orderNumber }
}
