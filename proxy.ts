import { NextResponse, type NextRequest } from 'next/server'
import { isKeptBlogListAddress, keptBlogListFor } from '@/lib/blog/archive-route'
import { isKeptListingAddress, keptListingFor } from '@/lib/catalog/listing-route'
import { adminLanguageCookie, adminRequestHeaders, isAdminPath } from '@/lib/i18n/admin-language'
import { localeCookie } from '@/lib/i18n/config'
import { localeRedirect } from '@/lib/i18n/redirect'
import { renderedQueryFor, renderedQueryHeader } from '@/lib/i18n/rendered-query'
import { isKeptBoardAddress, keptBoardFor } from '@/lib/prices/board-route'
import { requestIdFor, requestIdHeader, saneRequestId } from '@/lib/ops/request-id.mjs'
import { cspReportPath } from '@/lib/security/csp-reports'
import { isCrossSiteWrite, ownHostsOf } from '@/lib/security/cross-site'

/**
 * The locale guard, and the listing cache's door. It redirects /fa/... and unprefixed requests whose
 * locale cookie says en or ar; it serves an unfiltered listing whose sort or page is spelled
 * otherwise than the listing's links spell them from its kept render (lib/catalog/listing-route.ts;
 * the others are rewritten there by next.config.ts); for the client router's requests of other
 * unprefixed pages that read a query it states the query a rewritten page was rendered with
 * (lib/i18n/rendered-query.ts). Plain page requests never enter it (see the matcher): they reach the
 * fa pages through next.config.ts's rewrite. On the admin it only keeps the browser's language from Payload. On the API it refuses
 * writes sent from another site's pages (a form there posting a sign-in, or acting for a visitor).
 *
 * Every answer it gives names its request (x-request-id). The production server (scripts/serve.mjs)
 * has already given every request an id, which is kept; under `next dev` the id is made here and
 * passed on to the route, so only the requests this matcher lets in have one there.
 */
export function proxy(request: NextRequest) {
  const incoming = saneRequestId(request.headers.get(requestIdHeader))
  const id = incoming ?? requestIdFor(null)
  const response = answer(request, incoming ? undefined : id)
  response.headers.set(requestIdHeader, id)
  return response
}

/** Passes the request on; with `newId`, carrying the id it was just given, for headers() in routes and actions. */
function passOn(request: NextRequest, newId: string | undefined, headers?: Headers) {
  if (!newId) return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next()
  const carried = new Headers(headers ?? request.headers)
  carried.set(requestIdHeader, newId)
  return NextResponse.next({ request: { headers: carried } })
}

function answer(request: NextRequest, newId: string | undefined) {
  const { pathname, search } = request.nextUrl
  if (pathname.startsWith('/api/')) return apiRequest(request, newId)
  if (isAdminPath(pathname)) return adminRequest(request, newId)
  // Kept renders are reached only through their public addresses.
  if (isKeptListingAddress(pathname) || isKeptBlogListAddress(pathname) || isKeptBoardAddress(pathname)) return rewriteTo(request, '/fa/no-such-page')
  const target = localeRedirect(pathname, search, request.cookies.get(localeCookie.name)?.value)
  if (target === null) {
    const params = request.nextUrl.searchParams
    const kept = keptListingFor(pathname, params) ?? keptBlogListFor(pathname, params) ?? keptBoardFor(pathname, params)
    if (kept) return rewriteTo(request, kept)
    const response = passOn(request, newId)
    const renderedQuery = renderedQueryFor(pathname, params)
    if (renderedQuery !== null) response.headers.set(renderedQueryHeader, renderedQuery)
    return response
  }
  // Next.js turns a Location on its own origin into a path, so the visitor stays on the host the
  // browser asked for, whatever Host or X-Forwarded-Host the request claimed (a foreign one once
  // sent visitors elsewhere, and a shared cache could keep that answer for everybody).
  const response = NextResponse.redirect(new URL(target, request.nextUrl), 307)
  response.headers.set('Vary', 'Cookie')
  return response
}

function apiRequest(request: NextRequest, newId: string | undefined) {
  // A violation report changes nothing but a log line, and browsers may send it as from another site.
  if (request.nextUrl.pathname === cspReportPath) return passOn(request, newId)
  if (!isCrossSiteWrite(request.method, request.headers, ownHostsOf(request.headers, process.env.SERVER_URL))) return passOn(request, newId)
  return NextResponse.json({ errors: [{ message: 'Requests from other sites are not accepted.' }] }, { status: 403 })
}

/** Serves another address of the app in place of the one asked for; the visitor's URL stays. */
function rewriteTo(request: NextRequest, path: string) {
  const url = request.nextUrl.clone()
  const [pathname, search = ''] = path.split('?')
  url.pathname = pathname!
  url.search = search
  return NextResponse.rewrite(url)
}

/** Payload decides the admin's language from the request it is given (see admin-language.ts). */
function adminRequest(request: NextRequest, newId: string | undefined) {
  const headers = adminRequestHeaders(request.headers, request.cookies.get(adminLanguageCookie)?.value)
  return passOn(request, newId, headers ?? undefined)
}

export const config = {
  // The proxy only acts on some requests, and says so here so that the others never enter it:
  // /fa/... (redirected to the unprefixed path), listings searched or filtered or with an unusual
  // sort or page, blog lists of an unusual page, month or tag, price boards in a chosen state,
  // unprefixed paths of a visitor whose locale cookie (i18n_redirected) may send them to /en or
  // /ar, the client router's requests for unprefixed pages that read a query (told which query
  // they were rendered with), admin pages for a staff member who chose no language (payload-lng),
  // and API requests from browsers. Next reads this statically: literals only
  // (proxy-matcher.test.ts, listing-rewrites.test.ts and blog-list-rewrites.test.ts check them
  // against the rules they stand for).
  // "Unprefixed" is anything but a locale prefix, Payload, our API, Next's files or a file.
  // Every request tests every entry (Next builds each one's RegExp anew), so an entry that another
  // already covers is left out: `/x/:path*` takes `/x` itself as well.
  matcher: [
    '/fa/:path*',
    // Listings searched or filtered (catalogParamNames), to be rendered per request, or with a sort or
    // page of another spelling, to be served from their kept renders; the others next.config.ts
    // rewrites to those renders itself (lib/catalog/listing-rewrites.ts). Then the renders' own addresses.
    { source: '/:locale(en|ar)?/search/:slug?', has: [{ type: 'query', key: 'q' }] },
    { source: '/:locale(en|ar)?/search/:slug?', has: [{ type: 'query', key: 'brand' }] },
    { source: '/:locale(en|ar)?/search/:slug?', has: [{ type: 'query', key: 'min' }] },
    { source: '/:locale(en|ar)?/search/:slug?', has: [{ type: 'query', key: 'max' }] },
    { source: '/:locale(en|ar)?/search/:slug?', has: [{ type: 'query', key: 'stock' }] },
    { source: '/:locale(en|ar)?/search/:slug?', has: [{ type: 'query', key: 'spec' }] },
    // A sort or page written as the listing's links write it (sortKeys, pages 1 to KEPT_PAGES) is
    // rewritten by next.config.ts too; any other spelling comes here to be read as the listing reads it.
    { source: '/:locale(en|ar)?/search/:slug?', has: [{ type: 'query', key: 'sort', value: '(?!(?:newest|best-selling|most-visited|cheapest|most-expensive)$).*' }] },
    { source: '/:locale(en|ar)?/search/:slug?', has: [{ type: 'query', key: 'page', value: '(?!(?:[1-9]|1[0-9]|20)$).*' }] },
    '/:locale(en|ar)?/listing/:path*',
    // The blog list of a page, month or tag spelled otherwise than its links spell them, or of a
    // month and a tag (the others next.config.ts rewrites itself: lib/blog/blog-list-rewrites.ts),
    // and the price board narrowed or paged, or with a category, brand, sort or order spelled
    // otherwise than the board writes them (the others: lib/prices/board-rewrites.ts): served from
    // their kept renders (lib/blog/archive-route.ts, lib/prices/board-route.ts). Then those renders'
    // own addresses.
    { source: '/:locale(en|ar)?/blog', has: [{ type: 'query', key: 'page', value: '(?!(?:[1-9]|1[0-9]|20)$).*' }] },
    { source: '/:locale(en|ar)?/blog', has: [{ type: 'query', key: 'month', value: '(?!(?:1[2-5]\\d\\d-(?:0[1-9]|1[0-2]))$).*' }] },
    { source: '/:locale(en|ar)?/blog', has: [{ type: 'query', key: 'tag', value: '(?!(?:[a-z0-9]+(?:-[a-z0-9]+)*)$).*' }] },
    { source: '/:locale(en|ar)?/blog', has: [{ type: 'query', key: 'month' }, { type: 'query', key: 'tag' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'category', value: '(?!(?:(?=.{1,64}$)[a-z0-9]+(?:-[a-z0-9]+)*)$).*' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'brand', value: '(?!(?:(?=.{1,64}$)[a-z0-9]+(?:-[a-z0-9]+)*)$).*' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'sort', value: '(?!(?:product|size|standard|brand|unit|price|perKg|perTon|change|changed|stock)$).*' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'order', value: '(?!(?:asc|desc)$).*' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'shape' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'size' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'wall' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'length' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'standard' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'stock' }] },
    { source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key: 'page' }] },
    '/:locale(en|ar)?/blog-list/:path*',
    '/:locale(en|ar)?/board/:path*',
    { source: '/((?!(?:fa|en|ar|admin|api|_next)(?:/|$)|.*\\..*).*)', has: [{ type: 'cookie', key: 'i18n_redirected' }] },
    // The client router's requests for unprefixed pages that read their query, to be told which
    // query they were rendered with (lib/i18n/rendered-query.ts); a listing's only when it has a
    // sort or page (the filtered ones come in above). The other pages render alike whatever the
    // query, and entering the proxy cost each link followed about as much as its answer
    // (proxy-matcher.test.ts finds the pages that read a query).
    { source: '/:page(blog|prices|compare|order|rfq|cart/proforma)', has: [{ type: 'header', key: 'rsc' }] },
    { source: '/rfq/:id', has: [{ type: 'header', key: 'rsc' }] },
    { source: '/search/:slug?', has: [{ type: 'header', key: 'rsc' }, { type: 'query', key: 'sort' }] },
    { source: '/search/:slug?', has: [{ type: 'header', key: 'rsc' }, { type: 'query', key: 'page' }] },
    // API requests a browser sent (it names their origin), to refuse writes from other sites.
    { source: '/api/:path*', has: [{ type: 'header', key: 'sec-fetch-site' }] },
    { source: '/api/:path*', has: [{ type: 'header', key: 'origin' }] },
    { source: '/admin/:path*', missing: [{ type: 'cookie', key: 'payload-lng' }] },
  ],
}
