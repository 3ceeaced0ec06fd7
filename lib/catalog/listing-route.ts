import { splitLocale, type Locale } from '@/lib/i18n/config'
import { KEPT_PAGES } from './listing-rewrites'
import { isFiltered, parseCatalogQuery, sortKeys, type SortKey } from './query-params'

/**
 * Listings that are rendered once and then served from the page cache until the catalogue changes:
 * every category (and all products) in each sort, its first KEPT_PAGES pages, in each language. A
 * search text, a filter or a deeper page is rendered per request (its data reads are still cached).
 */
export { KEPT_PAGES }

/** Where such a render lives inside the app: the category last, none for all products. */
function keptListingPath(locale: Locale, slug: string | null, sort: SortKey, page: number): string {
  return `/${locale}/listing/${sort}/${page}${slug === null ? '' : `/${slug}`}`
}

/**
 * The kept render a public listing address is served from: `/search?sort=cheapest` → its render,
 * `/en/search/round-tubes?page=2` → its render. Null for anything else, a filtered or searched list
 * or a page past KEPT_PAGES included.
 */
export function keptListingFor(pathname: string, params: URLSearchParams): string | null {
  const { locale, path } = splitLocale(pathname)
  const match = path.match(/^\/search(?:\/([^/]+))?\/?$/)
  if (!match) return null
  const query = parseCatalogQuery(params)
  if (isFiltered(query) || query.page > KEPT_PAGES) return null
  return keptListingPath(locale, match[1] ?? null, query.sort, query.page)
}

/** The segments of a kept render's address, checked: null when they are not one a rewrite or the proxy makes. */
export function readKeptListing(raw: { sort: string; page: string; products?: string[] }): { slug: string | null; sort: SortKey; page: number } | null {
  if (!(sortKeys as readonly string[]).includes(raw.sort)) return null
  if (!/^[1-9]\d?$/.test(raw.page) || Number(raw.page) > KEPT_PAGES) return null
  const products = raw.products ?? []
  if (products.length > 1) return null
  return { slug: products[0] ?? null, sort: raw.sort as SortKey, page: Number(raw.page) }
}

/** `/listing/…` and `/{locale}/listing/…` asked for directly: not an address of the site. */
export const isKeptListingAddress = (pathname: string) => /^\/listing(?:\/|$)/.test(splitLocale(pathname).path)
