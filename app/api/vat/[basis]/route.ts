import { NextResponse, type NextRequest } from 'next/server'
import { pageSwitchedFrom } from '@/lib/i18n/switch-target'
import { isVatBasis, vatCookie } from '@/lib/prices/vat-basis'
import { ownHostsOf } from '@/lib/security/cross-site'
import { staticPages } from '@/lib/site/routes'

export const dynamic = 'force-dynamic'

/**
 * The «with VAT / without VAT» switch: stores the choice and leads back to the page it was used
 * on, query included (a plain link, so it works before and without the page's scripts).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ basis: string }> }) {
  const { basis } = await params
  if (!isVatBasis(basis)) return new NextResponse(null, { status: 404 })
  const page = pageSwitchedFrom({
    from: request.nextUrl.searchParams.get('from'),
    referer: request.headers.get('referer'),
    ownHosts: ownHostsOf(request.headers, process.env.SERVER_URL),
  })
  const back = page && !/^\/(?:(?:fa|en|ar)\/)?(?:api|admin)(?:\/|$)/.test(page.pathname) ? page.pathname + page.search : staticPages.prices
  const response = new NextResponse(null, { status: 303, headers: { Location: back, 'Cache-Control': 'no-store' } })
  response.cookies.set(vatCookie.name, basis, { path: '/', maxAge: vatCookie.maxAgeSeconds, sameSite: 'lax' })
  return response
}
