import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import type { Product } from '@/cms/payload-types'
import type { CustomerViewer } from '@/lib/auth/viewer'
import { productPath } from '@/lib/catalog/paths'
import { siteDay } from '@/lib/dates/time-zone'
import { isRowId, rawRows, sqlTimestamp } from '@/lib/db/raw'
import { catalogueOf } from '@/lib/i18n/catalogues'
import { toLocale, type Locale } from '@/lib/i18n/config'
import { wholeNumber } from '@/lib/i18n/numbering'
import { smsSender } from '@/lib/sms'
import { productShortLink } from '@/lib/site/short-links'
import type { AlertValues } from './alert-schema'

/** A price change whose texts wait for its transaction to commit (bulk imports). */
export type PendingPriceAlert = { product: Pick<Product, 'id' | 'price' | 'category'>; oldPrice: number | null }

export type AlertRow = { id: number; productId: number; title: string; path: string; kind: 'change' | 'below'; threshold: number | null; price: number }

/**
 * Sets the customer's alert on a product, replacing the one they had on it. Acts as the customer
 * (their own alerts only) on a published product: a draft or unknown id is refused.
 */
export async function setPriceAlert(payload: Payload, viewer: CustomerViewer, values: AlertValues, locale: Locale): Promise<'ok' | 'product'> {
  const user = viewer.user
  const { docs } = await payload.find({ collection: 'products', where: { and: [{ id: { equals: values.productId } }, { status: { equals: 'published' } }] }, limit: 1, depth: 0, select: { slug: true }, overrideAccess: false })
  if (!docs[0]) return 'product'
  await payload.delete({ collection: 'price-alerts', where: { and: [{ customer: { equals: viewer.id } }, { product: { equals: values.productId } }] }, user, overrideAccess: false })
  await payload.create({ collection: 'price-alerts', data: { customer: viewer.id, product: values.productId, kind: values.kind, threshold: values.threshold, locale }, user, overrideAccess: false })
  return 'ok'
}

export async function removePriceAlert(payload: Payload, viewer: CustomerViewer, id: number): Promise<void> {
  const user = viewer.user
  await payload.delete({ collection: 'price-alerts', where: { id: { equals: id } }, user, overrideAccess: false })
}

/** The customer's alerts for the profile page, with each product's title and price in `locale`. */
export async function listPriceAlerts(payload: Payload, viewer: CustomerViewer, locale: Locale): Promise<AlertRow[]> {
  const user = viewer.user
  const { docs } = await payload.find({
    collection: 'price-alerts',
    locale,
    sort: '-createdAt',
    pagination: false,
    depth: 2,
    populate: { products: { title: true, price: true, category: true }, categories: { slug: true } },
    user,
    overrideAccess: false,
  })
  return docs.flatMap((a) => {
    const p = a.product
    if (typeof p !== 'object' || typeof p.category !== 'object' || !p.category) return []
    return [{ id: a.id, productId: p.id, title: p.title, path: productPath({ id: p.id, categorySlug: p.category.slug }), kind: a.kind, threshold: a.threshold ?? null, price: p.price }]
  })
}

/** Claims today's text of one alert in one statement, so two price changes never both send it. */
async function claimToday(payload: Payload, alertId: number, now: Date): Promise<boolean> {
  if (!isRowId(alertId)) return false
  const day = siteDay(now)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const rows = await rawRows(
    payload,
    `UPDATE price_alerts SET last_sent_day = '${day}', last_sent_at = ${sqlTimestamp(now)} WHERE id = ${alertId} AND (last_sent_day IS NULL OR last_sent_day <> '${day}') RETURNING id`,
  )
  return rows.length === 1
}

/**
 * Texts every customer whose alert a price change meets: any change, or a price below their
 * threshold. At most one text per alert per Tehran day; in the language the alert was set in.
 */
export async function notifyPriceAlerts(payload: Payload, product: Pick<Product, 'id' | 'price' | 'category'>, oldPrice: number | null, now = new Date()): Promise<number> {
  if (oldPrice === null || oldPrice === product.price) return 0
  const { docs } = await payload.find({ collection: 'price-alerts', where: { product: { equals: product.id } }, pagination: false, depth: 0, overrideAccess: true })
  const met = docs.filter((a) => a.kind === 'change' || (typeof a.threshold === 'number' && product.price < a.threshold))
  if (!met.length) return 0
  let sent = 0
  for (const alert of met) {
    const customerId = typeof alert.customer === 'number' ? alert.customer : alert.customer.id
    const customer = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, select: { mobile: true }, disableErrors: true, overrideAccess: true })
    if (!customer?.mobile || !(await claimToday(payload, alert.id, now))) continue
    const locale = toLocale(alert.locale)
    const { title } = await payload.findByID({ collection: 'products', id: product.id, locale, depth: 0, select: { title: true }, overrideAccess: true })
    const t = createTranslator({ locale, messages: catalogueOf(locale), namespace: 'prices.alerts' })
    const price = (n: number) => wholeNumber(locale, n)
    const url = productShortLink(locale, product.id)
    await smsSender().send({ to: customer.mobile, text: t('sms', { product: title, price: price(product.price), old: price(oldPrice), url }) })
    sent += 1
  }
  return sent
}
