import type { Where } from 'payload'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { getCardLinks } from './card-links'
import { cardBodySelect, mediaPopulate, toCard, type CardLinks, type ProductCard } from './cards'
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
  // One category is asked for by equality: PostgreSQL then reads only that category's rows and sorts
  // them, where a list (even of one) made it walk the whole catalogue's sort index and filter.
  if (scope.categoryIds) and.push({ category: scope.categoryIds.length === 1 ? { equals: scope.categoryIds[0] } : { in: scope.categoryIds } })
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

/**
 * One page of a listing in four statements: the count, the page's ids, then the page's cards and
 * their pictures. Brands and category slugs come from `links`, the cached lists, rather than from
 * the database on every listing; a caller that holds them already passes them in.
 */
export async function readListing(locale: Locale, query: CatalogQuery, scope: { categoryIds?: number[]; brandIds?: number[] }, links?: CardLinks): Promise<Listing> {
  const payload = await getPayloadClient()
  const where = listingWhere(query, scope)
  // The count first, then the ids of a page that exists: a page past the end shows the last one.
  // (Asked together, SQLite's reads took half as long again, p50 9-10 ms against 6, and
  // PostgreSQL's were no faster.)
  const { totalDocs } = await payload.count({ collection: 'products', locale, where, overrideAccess: false })
  const totalPages = Math.max(Math.ceil(totalDocs / PAGE_SIZE), 1)
  const page = Math.min(query.page, totalPages)
  // The ids with a narrow select: with localized and array fields selected the database builds
  // every skipped row's JSON too, which made deep pages hundreds of times slower.
  const { docs: rows } = await payload.find({
    collection: 'products',
    locale,
    where,
    sort: sortFields[query.sort],
    page,
    limit: PAGE_SIZE,
    pagination: false,
    depth: 0,
    select: { brand: true, category: true },
    overrideAccess: false,
  })
  const cardLinks = links ?? (await getCardLinks(locale))
  const ids = rows.map((r) => r.id)
  const { docs } = ids.length
    ? await payload.find({ collection: 'products', locale, where: { id: { in: ids } }, depth: 1, limit: ids.length, pagination: false, select: cardBodySelect, populate: { media: mediaPopulate }, overrideAccess: false })
    : { docs: [] }
  const bodies = new Map(docs.map((d) => [d.id, d]))
  return {
    items: rows.flatMap((row) => {
      const body = bodies.get(row.id)
      return body ? [toCard({ ...body, brand: row.brand, category: row.category }, cardLinks)] : []
    }),
    page,
    totalPages,
    totalDocs,
  }
}

export function getListing(locale: Locale, query: CatalogQuery, scope: { categoryIds?: number[]; brandIds?: number[] }, links?: CardLinks): Promise<Listing> {
  if (!isKeptListingRead(query)) return readListing(locale, query, scope, links)
  const key = ['listing', locale, (scope.categoryIds ?? []).join(','), serializeCatalogQuery(query)]
  return cached(() => readListing(locale, query, scope, links), key, [cacheTags.catalogue(locale)])
}
