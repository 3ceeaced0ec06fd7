import type { IncomingMessage } from 'node:http'
import type { Rewrite } from 'next/dist/lib/load-custom-routes'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { searchParamsToUrlQuery } from 'next/dist/shared/lib/router/utils/querystring'
import nextConfig from '@/next.config'

/**
 * Where next.config.ts's rewrites send `url`, resolved as Next's router does it: each `beforeFiles`
 * rule is tried in turn on the address the ones before it wrote, then the first `afterFiles` rule
 * that matches (the path's parameters and the named groups of `has` conditions both fill the
 * destination). `unstable_getResponseFromNextConfig` leaves the named groups of `has` out, so it
 * cannot say.
 */
export async function rewrittenTo(url: string, headers: Record<string, string> = {}): Promise<string> {
  const { pathname, searchParams } = new URL(url, 'http://shop')
  const query = searchParamsToUrlQuery(searchParams)
  const rewrites = (await nextConfig.rewrites?.()) as { beforeFiles: Rewrite[]; afterFiles: Rewrite[] }
  const request = { headers, cookies: {} } as unknown as IncomingMessage
  const apply = (route: Rewrite, path: string): string | null => {
    const params = getPathMatch(route.source, { strict: true, removeUnnamedParams: true })(path)
    if (!params) return null
    const fromConditions = route.has || route.missing ? matchHas(request, query, route.has, route.missing) : {}
    if (!fromConditions) return null
    return prepareDestination({ appendParamsToQuery: false, destination: route.destination, params: { ...params, ...fromConditions }, query }).parsedDestination.pathname ?? ''
  }
  let path = pathname
  for (const route of rewrites.beforeFiles) path = apply(route, path) ?? path
  for (const route of rewrites.afterFiles) {
    const to = apply(route, path)
    if (to !== null) return to
  }
  return path === pathname ? 'not rewritten' : path
}
