import type { Where, WhereField } from 'payload'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { ProductDetail } from '@/lib/catalog/product'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import type { PricePoint } from './chart'

const YEAR = 366 * 86_400_000

/**
 * A year of a product's prices, oldest first, with the last price before that year. Records are
 * staff-only through the API; this reads them for a product the visitor was already shown (a
 * ProductDetail only comes from reading the product as the visitor), and only time and price.
 */
async function readPriceHistory(product: ProductDetail): Promise<PricePoint[]> {
  const payload = await getPayloadClient()
  const since = new Date(Date.now() - YEAR).toISOString()
  const where = (at: WhereField): Where => ({ and: [{ product: { equals: product.id } }, { at }] })
  const [year, before] = await Promise.all([
    payload.find({ collection: 'price-changes', where: where({ greater_than: since }), sort: 'at', pagination: false, depth: 0, select: { at: true, price: true }, overrideAccess: true }),
    payload.find({ collection: 'price-changes', where: where({ less_than_equal: since }), sort: '-at', limit: 1, depth: 0, select: { at: true, price: true }, overrideAccess: true }),
  ])
  return [...before.docs, ...year.docs].map((r) => ({ at: Date.parse(r.at), price: r.price }))
}

/**
 * Kept until the catalogue of the locale changes (a price change expires every locale), and a day
 * at most: the chart's periods are counted back from when it is drawn, and the price before the
 * read's year stays in, so a day-old read still starts every period right.
 */
export function getPriceHistory(locale: Locale, product: ProductDetail): Promise<PricePoint[]> {
  return cached(() => readPriceHistory(product), ['price-history', locale, String(product.id)], [cacheTags.catalogue(locale)], { revalidate: 86_400 })
}
