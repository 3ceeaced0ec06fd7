import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import type { PaymentReceipt } from '@/cms/payload-types'
import { relationId } from '@/lib/db/relation-id'
import { catalogueOf } from '@/lib/i18n/catalogues'
import { toLocale } from '@/lib/i18n/config'
import { wholeNumber } from '@/lib/i18n/numbering'
import { smsSender } from '@/lib/sms'

/** Texts the customer the sales office's decision on their receipt, in the language they ordered in. */
export async function notifyReceiptReview(payload: Payload, receipt: Pick<PaymentReceipt, 'order' | 'customer' | 'status' | 'amount' | 'rejectionReason'>): Promise<void> {
  if (receipt.status !== 'confirmed' && receipt.status !== 'rejected') return
  const [orderId, customerId] = [relationId(receipt.order), relationId(receipt.customer)]
  if (orderId === null || customerId === null) return
  const [order, customer] = await Promise.all([
    payload.findByID({ collection: 'orders', id: orderId, depth: 0, select: { orderNumber: true, locale: true }, disableErrors: true }),
    payload.findByID({ collection: 'customers', id: customerId, depth: 0, select: { mobile: true }, disableErrors: true }),
  ])
  if (!order || !customer?.mobile) return
  const locale = toLocale(order.locale)
  const t = createTranslator({ locale, messages: catalogueOf(locale), namespace: 'payments.sms' })
  const amount = wholeNumber(locale, receipt.amount)
  const text = receipt.status === 'confirmed' ? t('confirmed', { amount, number: order.orderNumber }) : t('rejected', { number: order.orderNumber, reason: receipt.rejectionReason ?? '' })
  await smsSender().send({ to: customer.mobile, text })
}
