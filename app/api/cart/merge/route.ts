import { NextResponse, type NextRequest } from 'next/server'
import { cartCustomer, linesFrom, noStore } from '@/lib/cart/customer-request'
import { mergeGuestCart } from '@/lib/cart/server-cart'
import { getPayloadClient } from '@/lib/payload'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

export const dynamic = 'force-dynamic'

/** At sign-in the cart filled as a guest joins the account's cart. */
async function post(request: NextRequest) {
  const customer = await cartCustomer(request)
  if (!customer) return NextResponse.json({ error: 'signedOut' }, { status: 401, headers: noStore })
  const lines = await linesFrom(request)
  if (!lines) return NextResponse.json({ error: 'invalid' }, { status: 400, headers: noStore })
  return NextResponse.json({ lines: await mergeGuestCart(await getPayloadClient(), customer.id, lines) }, { headers: noStore })
}

export const POST = answeringUnavailable(post)
