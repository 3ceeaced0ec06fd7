// Read by next.config.ts: relative imports only.
import { catalogParamNames, DEFAULT_SORT, sortKeys } from './query-params'

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
  // Every request, whatever its page, walks these rules, and the page's handler compiles them again
  // on each: so one rule per set of parameters, for all three languages. A Persian address reaches
  // them already prefixed (next.config.ts's first rule), and Next tries each rule on the address the
  // ones before it wrote. The category is an optional last segment of the render (none: all
  // products), so one rule takes a listing with or without it. A segment with a dot is not a
  // category. `:slug*` rather than `:slug?`, which would begin a query in the destination.
  const source = '/:locale(fa|en|ar)/search/:slug([^/.]+)?'
  const to = (sortPart: string, pagePart: string) => `/:locale/listing/${sortPart}/${pagePart}/:slug*`
  return [
    { source, destination: to(DEFAULT_SORT, '1'), missing: absent() },
    { source, destination: to(':sort', '1'), has: [sort], missing: absent('sort') },
    { source, destination: to(DEFAULT_SORT, ':page'), has: [page], missing: absent('page') },
    { source, destination: to(':sort', ':page'), has: [sort, page], missing: absent('sort', 'page') },
  ]
}
