import { getBrands, type BrandInfo } from '@/lib/catalog/brands'
import { findCategory, flattenCategories, getCategoryTree, subtreeIds, type CategoryNode } from '@/lib/catalog/categories'
import { productPath } from '@/lib/catalog/paths'
import { localizedPath } from '@/lib/i18n/config'
import { vatPercentOn } from '@/lib/invoice/vat-rates'
import { getPriceBoard, type BoardRow } from './board'
import { pricePerTon, shownPrice } from './board-figures'
import type { FeedError, FeedQuery } from './feed-query'

export type FeedItem = {
  id: number
  title: string
  category: string
  brand: string | null
  /** Millimetres: outside diameter × wall for round sections, width × height × wall for the others. */
  size: { round: boolean; mm: number[] } | null
  standard: string | null
  grade: string | null
  unit: BoardRow['unit']
  price: number
  pricePerKg: number | null
  pricePerTon: number | null
  change: BoardRow['change']
  changedAt: string | null
  stock: BoardRow['stock']
  url: string
}

export type PriceFeed = {
  locale: FeedQuery['locale']
  currency: 'IRT'
  vat: { included: boolean; ratePercent: number }
  /** The latest price change among the items (null when none has one yet). */
  lastModified: string | null
  count: number
  items: FeedItem[]
}

export type FeedResult = { ok: true; feed: PriceFeed } | { ok: false; errors: FeedError[] }

/** A category or brand the query names that the catalogue does not hold. */
export function unknownFilters(query: FeedQuery, tree: CategoryNode[], brands: BrandInfo[]): FeedError[] {
  const errors: FeedError[] = []
  if (query.category && !findCategory(tree, query.category)) errors.push({ key: 'noCategory', values: { slug: query.category } })
  if (query.brand && !brands.some((b) => b.slug === query.brand)) errors.push({ key: 'noBrand', values: { slug: query.brand } })
  return errors
}

/**
 * Today's prices for buyers' own tools: the board's rows (cached with the catalogue) in the
 * catalogue's order, filtered, with per-kg and per-ton figures, with tax at today's rate if asked.
 * A category or brand that does not exist is an error, like a misspelt parameter.
 */
export async function readPriceFeed(query: FeedQuery, now = new Date()): Promise<FeedResult> {
  const [rows, tree, brands, ratePercent] = await Promise.all([getPriceBoard(query.locale), getCategoryTree(query.locale), getBrands(query.locale), vatPercentOn(now)])
  const errors = unknownFilters(query, tree, brands)
  if (errors.length) return { ok: false, errors }
  const chosen = query.category ? findCategory(tree, query.category) : null

  const slugOf = new Map(flattenCategories(tree).map(({ node }) => [node.id, node.slug]))
  const inCategory = chosen ? new Set(subtreeIds(chosen)) : null
  const vat = query.vat ? ratePercent : null

  const items = rows
    .filter((r) => (!inCategory || inCategory.has(r.categoryId)) && (!query.brand || r.brand?.slug === query.brand) && (!query.stock || r.stock === query.stock) && slugOf.has(r.categoryId))
    .map((r): FeedItem => {
      const category = slugOf.get(r.categoryId)!
      return {
        id: r.id,
        title: r.title,
        category,
        brand: r.brand?.slug ?? null,
        size: r.size ? { round: r.size.round, mm: r.size.parts } : null,
        standard: r.standard,
        grade: r.grade,
        unit: r.unit,
        price: shownPrice(r.price, vat)!,
        pricePerKg: shownPrice(r.perKg, vat),
        pricePerTon: shownPrice(pricePerTon(r.perKg), vat),
        change: r.change,
        changedAt: r.changedAt,
        stock: r.stock,
        url: localizedPath(query.locale, productPath({ id: r.id, categorySlug: category })),
      }
    })
  const lastModified = items.reduce<string | null>((latest, i) => (i.changedAt && (!latest || i.changedAt > latest) ? i.changedAt : latest), null)
  return { ok: true, feed: { locale: query.locale, currency: 'IRT', vat: { included: query.vat, ratePercent }, lastModified, count: items.length, items } }
}
