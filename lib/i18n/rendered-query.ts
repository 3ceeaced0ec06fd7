import { splitLocale } from './config'

/** The header Next's client router reads to learn which query string a rewritten page was rendered with. */
export const renderedQueryHeader = 'x-nextjs-rewritten-query'

/**
 * The query string an unprefixed (Persian) page is rendered with, for the client router.
 *
 * Unprefixed paths reach the fa pages through the rewrite in next.config.ts. Next (16.4) answers a
 * client-router request for such a page with `x-nextjs-rewritten-query` set to the rewrite
 * destination's own query (empty), although the page is rendered with the request's query. The
 * router then files `/search?sort=cheapest` under the same key as `/search` and, once the link was
 * prefetched, shows the old list under the new URL. Headers the proxy sets are applied after
 * Next's own, so stating the real query here puts it right. The proxy cannot tell a router request
 * from a page load (Next hides the router's headers from it); on a page load the header is unused.
 *
 * Returns the header value (without '?'), or null when there is nothing to correct.
 */
export function renderedQueryFor(pathname: string, searchParams: URLSearchParams): string | null {
  if (splitLocale(pathname).prefixed) return null
  const value = searchParams.toString()
  return value === '' ? null : value
}
