import { NextResponse, type NextRequest } from 'next/server'
import { linesFrom, noStore } from '@/lib/cart/customer-request'
import { quoteCart } from '@/lib/cart/quote'
import { toLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { answeringUnavailable } from '@/lib/db/unavailable-response'
import { invoiceTotals } from '@/lib/invoice/totals'
import { vatPercentOn } from '@/lib/invoice/vat-rates'
import type { CartQuote } from '@/lib/cart/quote'

export const dynamic = 'force-dynamic'

/** Today's prices for the lines in a browser's cart, in the visitor's language, with the tax today's rate puts on their total. */
async function post(request: NextRequest) {
  const lines = await linesFrom(request)
  if (!lines) return NextResponse.json({ error: 'invalid' }, { status: 400, headers: noStore })
  const raw = request.nextUrl.searchParams.get('locale')
  const [quote, vatPercent] = await Promise.all([quoteCart(await getPayloadClient(), toLocale(raw), lines), vatPercentOn(new Date())])
  const answer: CartQuote = { ...quote, vat: invoiceTotals(quote.total, vatPercent) }
  return NextResponse.json(answer, { headers: noStore })
}

export const POST = answeringUnavailable(post)
