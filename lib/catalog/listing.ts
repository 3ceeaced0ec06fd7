import type { Where } from 'payload'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { cardPopulate, cardSelect, toCard, type ProductCard } from './cards'
import { searchTokens } from './normalize'
import { isKeptListingRead, PAGE_SIZE, serializeCatalogQuery, type CatalogQuery, type SortKey } from './query-params'
import { isNumericToken, specToken, tokenPattern } from './spec-token'

export type Listing = { items: ProductCard[]; page: number; totalPages: number; totalDocs: number }

/**
 * Ties broken by id (newest first), so equal prices or counts keep one order across pages. Price
 * sorts compare the price per kilogram, products without one after the rest by their price.
 */
const sortFields: Record<SortKey, string[]> = {
  newest: ['-publishedAt', '-id'],
  'best-selling': ['-sales', '-id'],
  'most-visited': ['-views', '-id'],
  cheapest: ['cheapestKey', '-id'],
  'most-expensive': ['-mostExpensiveKey', '-id'],
}

/** Filters of a listing as a Payload query; brand slugs arrive already resolved to ids. */
function listingWhere(query: CatalogQuery, scope: { categoryIds?: number[]; brandIds?: number[] }): Where {
  const and: Where[] = [{ status: { equals: 'published' } }]
  if (scope.categoryIds) and.push({ category: { in: scope.categoryIds } })
  if (query.brands.length) and.push({ brand: { in: scope.brandIds?.length ? scope.brandIds : [-1] } })
  if (query.minPrice !== undefined) and.push({ price: { greater_than_equal: query.minPrice } })
  if (query.maxPrice !== undefined) and.push({ price: { less_than_equal: query.maxPrice } })
  if (query.stock) and.push({ stock: { equals: query.stock } })
  for (const [key, values] of Object.entries(query.specs)) {
    const tokens = values.map((v) => specToken(key, /^\d+(\.\d+)?$/.test(v) ? Number(v) : null, v))
    and.push({ or: tokens.map((token) => ({ [isNumericToken(token) ? 'specNumbers' : 'specTokens']: { contains: tokenPattern(token) } })) })
  }
  for (const token of searchTokens(query.q)) and.push({ searchText: { contains: token } })
  return { and }
}

export async function readListing(locale: Locale, query: CatalogQuery, scope: { categoryIds?: number[]; brandIds?: number[] }): Promise<Listing> {
  const payload = await getPayloadClient()
  // First the ids of the page with a narrow select: with localized and array fields selected the
  // database builds every skipped row's JSON too, which made deep pages hundreds of times slower.
  const pageIds = (page: number) =>
    payload.find({
      collection: 'products',
      locale,
      where: listingWhere(query, scope),
      sort: sortFields[query.sort],
      page,
      limit: PAGE_SIZE,
      depth: 0,
      select: { slug: true },
      overrideAccess: false,
    })
  let result = await pageIds(query.page)
  // A page past the end shows the last page rather than nothing.
  if (!result.docs.length && result.totalPages > 0 && query.page > result.totalPages) result = await pageIds(result.totalPages)
  const ids = result.docs.map((d) => d.id)
  const { docs } = ids.length
    ? await payload.find({ collection: 'products', locale, where: { id: { in: ids } }, depth: 1, limit: ids.length, pagination: false, select: cardSelect, populate: cardPopulate, overrideAccess: false })
    : { docs: [] }
  const byId = new Map(docs.map((d) => [d.id, d]))
  return {
    items: ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!)] : [])),
    page: result.page ?? 1,
    totalPages: Math.max(result.totalPages, 1),
    totalDocs: result.totalDocs,
  }
}

export function getListing(locale: Locale, query: CatalogQuery, scope: { categoryIds?: number[]; brandIds?: number[] }): Promise<Listing> {
  if (!isKeptListingRead(query)) return readListing(locale, query, scope)
  const key = ['listing', locale, (scope.categoryIds ?? []).join(','), serializeCatalogQuery(query)]
  return cached(() => readListing(locale, query, scope), key, [cacheTags.catalogue(locale)])
}
