import type { Payload, PayloadRequest } from 'payload'
import { orderTotals } from '@/lib/invoice/proforma'
import { invoiceSettings } from '@/lib/invoice/settings'
import { paymentStateOf } from './payment-state'

/**
 * Recomputes an order's payment state and confirmed amount from its receipts, against the amount its
 * proforma asks for (VAT included), inside the caller's transaction when `req` carries one. Writes
 * only those two fields: a receipt never moves the production stage.
 */
export async function refreshPaymentState(payload: Payload, orderId: number, req?: Partial<PayloadRequest>): Promise<void> {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, select: { createdAt: true, items: true, paymentState: true, paidAmount: true }, req })
  const [settings, receipts] = await Promise.all([
    invoiceSettings(payload, 'fa'),
    payload.find({ collection: 'payment-receipts', where: { order: { equals: orderId } }, pagination: false, depth: 0, select: { amount: true, status: true }, req }),
  ])
  const { state, paid } = paymentStateOf(orderTotals(order, settings).totals.total, receipts.docs)
  if (state === order.paymentState && paid === order.paidAmount) return
  await payload.update({ collection: 'orders', id: orderId, data: { paymentState: state, paidAmount: paid }, depth: 0, req })
}
