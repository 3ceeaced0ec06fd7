import { NextResponse, type NextRequest } from 'next/server'
import { adminLanguageCookie, adminRequestHeaders, isAdminPath } from '@/lib/i18n/admin-language'
import { localeCookie } from '@/lib/i18n/config'
import { localeRedirect } from '@/lib/i18n/redirect'
import { renderedQueryFor, renderedQueryHeader } from '@/lib/i18n/rendered-query'

/**
 * Locale guard only. On the storefront it redirects and never rewrites: unprefixed paths reach the
 * fa pages through a rewrite in next.config.ts, because a proxy rewrite loops when the server is
 * bound to a loopback address; for client-router requests it also states the query a rewritten
 * page was rendered with (see lib/i18n/rendered-query.ts). On the admin it only keeps the
 * browser's language from Payload.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (isAdminPath(pathname)) return adminRequest(request)
  const target = localeRedirect(pathname, search, request.cookies.get(localeCookie.name)?.value)
  if (target === null) {
    const response = NextResponse.next()
    const renderedQuery = renderedQueryFor(pathname, request.nextUrl.searchParams)
    if (renderedQuery !== null) response.headers.set(renderedQueryHeader, renderedQuery)
    return response
  }
  const response = NextResponse.redirect(new URL(target, publicOrigin(request)), 307)
  response.headers.set('Vary', 'Cookie')
  return response
}

/** Payload decides the admin's language from the request it is given (see admin-language.ts). */
function adminRequest(request: NextRequest) {
  const headers = adminRequestHeaders(request.headers, request.cookies.get(adminLanguageCookie)?.value)
  return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next()
}

/**
 * The origin the visitor used. Next.js reports its own bind address (and turns a loopback one into
 * 'localhost'), which behind a reverse proxy is not where the visitor should be sent.
 */
function publicOrigin(request: NextRequest): string {
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host')
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || request.nextUrl.protocol.replace(':', '')
  return host ? `${proto}://${host}` : request.nextUrl.origin
}

export const config = {
  // The proxy only acts on some requests, and says so here so that the others never enter it:
  // /fa/... (redirected to the unprefixed path), unprefixed paths of a visitor whose locale cookie
  // (i18n_redirected) may send them to /en or /ar, the client router's requests for unprefixed pages
  // (told which query they were rendered with), and admin pages for a staff member who chose no
  // language (payload-lng). Next reads this statically: literals only (a unit test checks the names).
  // "Unprefixed" is anything but a locale prefix, Payload, our API, Next's files or a file.
  matcher: [
    '/fa',
    '/fa/:path*',
    { source: '/((?!(?:fa|en|ar|admin|api|_next)(?:/|$)|.*\\..*).*)', has: [{ type: 'cookie', key: 'i18n_redirected' }] },
    { source: '/((?!(?:fa|en|ar|admin|api|_next)(?:/|$)|.*\\..*).*)', has: [{ type: 'header', key: 'rsc' }] },
    { source: '/admin', missing: [{ type: 'cookie', key: 'payload-lng' }] },
    { source: '/admin/:path*', missing: [{ type: 'cookie', key: 'payload-lng' }] },
  ],
}
