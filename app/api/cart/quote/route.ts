import { NextResponse, type NextRequest } from 'next/server'
import { linesFrom, noStore } from '@/lib/cart/customer-request'
import { quoteCart } from '@/lib/cart/quote'
import { toLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

export const dynamic = 'force-dynamic'

/** Today's prices for the lines in a browser's cart, in the visitor's language. */
async function post(request: NextRequest) {
  const lines = await linesFrom(request)
  if (!lines) return NextResponse.json({ error: 'invalid' }, { status: 400, headers: noStore })
  const raw = request.nextUrl.searchParams.get('locale')
  const quote = await quoteCart(await getPayloadClient(), toLocale(raw), lines)
  return NextResponse.json(quote, { headers: noStore })
}

export const POST = answeringUnavailable(post)
