import { NextResponse, type NextRequest } from 'next/server'
import { linesFrom, noStore } from '@/lib/cart/customer-request'
import { quoteCart } from '@/lib/cart/quote'
import { toLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { answeringUnavailable } from '@/lib/db/unavailable-response'
import { invoiceTotals } from '@/lib/invoice/totals'
import { vatPercentOn } from '@/lib/invoice/vat-rates'
import type { CartQuote } from '@/lib/cart/quote'
import { freightCost, rateFor } from '@/lib/freight/cost'
import { getFreightRates } from '@/lib/freight/rates'
import { isProvince } from '@/lib/geo/provinces'

export const dynamic = 'force-dynamic'

/**
 * Today's prices for the lines in a browser's cart, in the visitor's language, with the tax today's
 * rate puts on their total and, given the buyer's `province`, what delivery there costs.
 */
async function post(request: NextRequest) {
  const lines = await linesFrom(request)
  if (!lines) return NextResponse.json({ error: 'invalid' }, { status: 400, headers: noStore })
  const params = request.nextUrl.searchParams
  const province = params.get('province')
  if (province !== null && !isProvince(province)) return NextResponse.json({ error: 'province' }, { status: 400, headers: noStore })
  const [quote, vatPercent, rates] = await Promise.all([quoteCart(await getPayloadClient(), toLocale(params.get('locale')), lines), vatPercentOn(new Date()), getFreightRates()])
  const freight = province === null || quote.lines.length === 0 ? null : { province, ...freightCost(rateFor(rates, province), quote.weight) }
  const answer: CartQuote = { ...quote, vat: invoiceTotals(quote.total, vatPercent), freight }
  return NextResponse.json(answer, { headers: noStore })
}

export const POST = answeringUnavailable(post)
