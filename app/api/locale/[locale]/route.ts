import { NextResponse, type NextRequest } from 'next/server'
import { isLocale, localeCookie } from '@/lib/i18n/config'
import { switchTarget } from '@/lib/i18n/switch-target'
import { ownHostsOf } from '@/lib/security/cross-site'

export const dynamic = 'force-dynamic'

/**
 * The language switcher's links as the server draws them: stores the choice in the locale cookie
 * and leads to the same page, query included, in the chosen language. The switcher's script does
 * the same in the browser once it runs; this serves a tap before that and browsers without scripts.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new NextResponse(null, { status: 404 })
  const target = switchTarget(locale, {
    from: request.nextUrl.searchParams.get('from'),
    referer: request.headers.get('referer'),
    ownHosts: ownHostsOf(request.headers, process.env.SERVER_URL),
  })
  // A path: the browser stays on the host it asked (a Location naming a host could be a forwarded one).
  const response = new NextResponse(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } })
  response.cookies.set(localeCookie.name, locale, { path: '/', maxAge: localeCookie.maxAgeSeconds, sameSite: 'lax' })
  return response
}
