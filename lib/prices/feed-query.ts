import type { Product } from '@/cms/payload-types'
import { locales, type Locale } from '@/lib/i18n/config'
import { isSlug } from '@/lib/site/params'

/**
 * What the public price feed (`/api/public/prices`) may be asked: the language of its titles, a
 * category (with its subcategories) and a brand by slug, stock state, and whether prices carry
 * value-added tax. It is read strictly, unlike the board's own address: a buyer's program that
 * misspells a filter must hear so (400), not get the whole board back as if it had filtered.
 */
export type FeedQuery = { locale: Locale; category: string | null; brand: string | null; stock: Product['stock'] | null; vat: boolean }

export const feedParamNames = ['locale', 'category', 'brand', 'stock', 'vat'] as const
const stocks: readonly Product['stock'][] = ['in_stock', 'on_order', 'out_of_stock']

/** A reason the feed refuses a request, as a message key under `prices.feedErrors` with its values: the route words it in the asked language. */
export type FeedError = { key: 'unknown' | 'repeated' | 'locale' | 'slug' | 'stock' | 'vat' | 'noCategory' | 'noBrand'; values?: Record<string, string> }

export type FeedQueryResult = { ok: true; query: FeedQuery } | { ok: false; errors: FeedError[] }

export function parseFeedQuery(params: URLSearchParams): FeedQueryResult {
  const errors: FeedError[] = []
  const names = [...new Set(params.keys())]
  const unknown = names.filter((n) => !(feedParamNames as readonly string[]).includes(n))
  if (unknown.length) errors.push({ key: 'unknown', values: { names: unknown.map((n) => n.slice(0, 40)).join(', '), known: feedParamNames.join(', ') } })
  for (const n of names) if (params.getAll(n).length > 1 && !unknown.includes(n)) errors.push({ key: 'repeated', values: { name: n } })
  const value = (n: string) => params.get(n)

  const locale = value('locale') ?? 'fa'
  if (!(locales as readonly string[]).includes(locale)) errors.push({ key: 'locale' })
  const slug = (n: 'category' | 'brand') => {
    const v = value(n)
    if (v === null) return null
    if (!isSlug(v)) errors.push({ key: 'slug', values: { name: n } })
    return v
  }
  const category = slug('category')
  const brand = slug('brand')
  const stock = value('stock')
  if (stock !== null && !(stocks as readonly string[]).includes(stock)) errors.push({ key: 'stock' })
  const vat = value('vat') ?? 'excluded'
  if (vat !== 'included' && vat !== 'excluded') errors.push({ key: 'vat' })

  if (errors.length) return { ok: false, errors }
  return { ok: true, query: { locale: locale as Locale, category, brand, stock: stock as FeedQuery['stock'], vat: vat === 'included' } }
}

/**
 * The cache key of one feed answer: its filters, and today's VAT rate whether or not the figures
 * carry tax, since every answer states the rate (`vat.ratePercent`). The rate comes from a date in
 * the invoice settings, so the day a new one starts changes the key; no edit expires a tag then.
 */
export const feedAnswerKey = (query: FeedQuery, ratePercent: number) => [
  'price-feed',
  query.locale,
  query.category ?? '-',
  query.brand ?? '-',
  query.stock ?? '-',
  query.vat ? 'with-vat' : 'without-vat',
  `rate-${ratePercent}`,
]
