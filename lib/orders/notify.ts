import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import { orderTotals } from '@/lib/invoice/proforma'
import { invoiceSettings } from '@/lib/invoice/settings'
import type { Order } from '@/cms/payload-types'
import { catalogueOf } from '@/lib/i18n/catalogues'
import { toLocale, type Locale } from '@/lib/i18n/config'
import { wholeNumber } from '@/lib/i18n/numbering'
import { notifyStaff } from '@/lib/mail/staff-notices'
import { smsSender } from '@/lib/sms'

/** The text of an order SMS, in the language the customer ordered in. */
function orderSmsText(locale: Locale, key: 'placed' | 'stage', values: { number: string; stage?: string }): string {
  const t = createTranslator({ locale, messages: catalogueOf(locale), namespace: 'orders' })
  const stage = values.stage ? t(`stages.${values.stage}` as 'stages.not_checked') : ''
  return key === 'placed' ? t('sms.placed', { number: values.number }) : t('sms.stage', { number: values.number, stage })
}

async function mobileOf(payload: Payload, customer: Order['customer']): Promise<string | null> {
  const id = typeof customer === 'object' ? customer.id : customer
  const doc = await payload.findByID({ collection: 'customers', id, depth: 0, select: { mobile: true }, disableErrors: true })
  return doc?.mobile ?? null
}

/** Tells the customer their order moved on. */
export async function notifyStageChange(payload: Payload, order: Order): Promise<void> {
  const mobile = await mobileOf(payload, order.customer)
  if (!mobile) return
  const locale = toLocale(order.locale)
  await smsSender().send({ to: mobile, text: orderSmsText(locale, 'stage', { number: order.orderNumber, stage: order.stage }) })
}

/** Sales staff numbers for new-order texts (ORDER_ALERT_MOBILES, comma-separated); none by default. */
function staffAlertMobiles(env: Record<string, string | undefined> = process.env): string[] {
  return (env.ORDER_ALERT_MOBILES ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter((m) => /^09\d{9}$/.test(m))
}

/**
 * Confirms a new order to the customer, and tells sales staff: by text when numbers are configured,
 * by e-mail to every sales staff member; staff also find it under the 'not checked' filter of the
 * admin's order list. A failed text never keeps the e-mail from going, nor the other way round.
 */
export async function notifyOrderPlaced(payload: Payload, order: Order): Promise<void> {
  const texts = async () => {
    const sender = smsSender()
    const mobile = await mobileOf(payload, order.customer)
    const locale = toLocale(order.locale)
    if (mobile) await sender.send({ to: mobile, text: orderSmsText(locale, 'placed', { number: order.orderNumber }) })
    for (const staff of staffAlertMobiles()) await sender.send({ to: staff, text: `سفارش تازه ${order.orderNumber} — ${wholeNumber('fa', (await totals).total)} تومان` })
  }
  // Sales see what the invoice asks (VAT included), as the receipts will pay it.
  const totals = invoiceSettings(payload, 'fa').then((settings) => orderTotals(order, settings).totals)
  const mail = async () => {
    const { total, subtotal, vat } = await totals
    await notifyStaff(payload, { kind: 'newOrder', orderId: order.id, number: order.orderNumber, payable: total, subtotal, vat })
  }
  const results = await Promise.allSettled([texts(), mail()])
  const failed = results.find((r) => r.status === 'rejected')
  if (failed) throw failed.reason
}
