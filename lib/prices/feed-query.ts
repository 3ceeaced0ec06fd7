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

export type FeedQueryResult = { ok: true; query: FeedQuery } | { ok: false; errors: string[] }

export function parseFeedQuery(params: URLSearchParams): FeedQueryResult {
  const errors: string[] = []
  const names = [...new Set(params.keys())]
  const unknown = names.filter((n) => !(feedParamNames as readonly string[]).includes(n))
  if (unknown.length) errors.push(`Unknown parameter${unknown.length > 1 ? 's' : ''}: ${unknown.map((n) => n.slice(0, 40)).join(', ')}. Known: ${feedParamNames.join(', ')}.`)
  for (const n of names) if (params.getAll(n).length > 1 && !unknown.includes(n)) errors.push(`${n} is given more than once.`)
  const value = (n: string) => params.get(n)

  const locale = value('locale') ?? 'fa'
  if (!(locales as readonly string[]).includes(locale)) errors.push(`locale must be one of ${locales.join(', ')}.`)
  const slug = (n: 'category' | 'brand') => {
    const v = value(n)
    if (v === null) return null
    if (!isSlug(v)) errors.push(`${n} must be a slug (lower-case letters, digits and hyphens).`)
    return v
  }
  const category = slug('category')
  const brand = slug('brand')
  const stock = value('stock')
  if (stock !== null && !(stocks as readonly string[]).includes(stock)) errors.push(`stock must be one of ${stocks.join(', ')}.`)
  const vat = value('vat') ?? 'excluded'
  if (vat !== 'included' && vat !== 'excluded') errors.push('vat must be included or excluded.')

  if (errors.length) return { ok: false, errors }
  return { ok: true, query: { locale: locale as Locale, category, brand, stock: stock as FeedQuery['stock'], vat: vat === 'included' } }
}
