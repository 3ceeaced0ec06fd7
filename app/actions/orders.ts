'use server'

import { getViewer } from '@/lib/auth/viewer'
import { toLocale } from '@/lib/i18n/config'
import { checkoutFor, type CheckoutRequest, type CheckoutResult } from '@/lib/orders/checkout'
import { getPayloadClient } from '@/lib/payload'

/**
 * Places the signed-in customer's order from the cart lines and delivery details. Prices are
 * read again on the server; the submission key makes a repeat return the same order.
 */
export async function placeOrderAction(rawLocale: string, input: CheckoutRequest): Promise<CheckoutResult> {
  return checkoutFor(await getPayloadClient(), () => getViewer(), toLocale(rawLocale), input)
}
