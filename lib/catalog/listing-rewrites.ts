// Read by next.config.ts: relative imports only.
import { catalogParamNames, DEFAULT_SORT, sortKeys } from './query-params'

/** The category segment of the kept render of all products (no category slug has a dot). */
export const allProducts = 'all.products'

/**
 * How many pages of each list are kept: at most (categories + 1) × 5 sorts × KEPT_PAGES × 3
 * languages renders.
 */
export const KEPT_PAGES = 20

type Condition = { type: 'query'; key: string; value?: string }
type Rewrite = { source: string; destination: string; has?: Condition[]; missing: Condition[] }

/** The values of `sort` and `page` a kept render is made for, exactly as the listing writes them. */
const keptSortValue = sortKeys.join('|')
const keptPageValue = Array.from({ length: KEPT_PAGES }, (_, i) => String(i + 1)).join('|')

/**
 * A listing address that is neither searched nor filtered, and whose sort and page (if any) are
 * written as the listing's own links write them, is served from its kept render by a rewrite in
 * next.config.ts rather than by the proxy: entering the proxy cost the server about as much again
 * as serving the cached page itself. The proxy's matcher takes every other listing address with a
 * listing parameter, and reads it as the listing does. A parameter a listing does not read
 * (`?utm_source=…`) changes nothing, and neither does an empty one.
 */
export function keptListingRewrites(): Rewrite[] {
  const absent = (...except: string[]) => catalogParamNames.filter((key) => !except.includes(key)).map((key) => ({ type: 'query' as const, key }))
  const sort = { type: 'query' as const, key: 'sort', value: `(?<sort>${keptSortValue})` }
  const page = { type: 'query' as const, key: 'page', value: `(?<page>${keptPageValue})` }
  // A slug segment with a dot is not a category (and `all.products` is not an address of its own).
  const paths = [
    { source: '/search', destination: `/fa/listing/${allProducts}` },
    { source: '/search/:slug([^/.]+)', destination: '/fa/listing/:slug' },
    { source: '/:locale(en|ar)/search', destination: `/:locale/listing/${allProducts}` },
    { source: '/:locale(en|ar)/search/:slug([^/.]+)', destination: '/:locale/listing/:slug' },
  ]
  return paths.flatMap(({ source, destination }) => [
    { source, destination: `${destination}/${DEFAULT_SORT}/1`, missing: absent() },
    { source, destination: `${destination}/:sort/1`, has: [sort], missing: absent('sort') },
    { source, destination: `${destination}/${DEFAULT_SORT}/:page`, has: [page], missing: absent('page') },
    { source, destination: `${destination}/:sort/:page`, has: [sort, page], missing: absent('sort', 'page') },
  ])
}
