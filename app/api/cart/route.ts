import { NextResponse, type NextRequest } from 'next/server'
import { cartCustomer, linesFrom, noStore } from '@/lib/cart/customer-request'
import { readCart, saveCart } from '@/lib/cart/server-cart'
import { getPayloadClient } from '@/lib/payload'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

export const dynamic = 'force-dynamic'

const guest = () => NextResponse.json({ error: 'signedOut' }, { status: 401, headers: noStore })

/** The signed-in customer's cart as kept on the server. */
async function get(request: NextRequest) {
  const customer = await cartCustomer(request)
  if (!customer) return guest()
  return NextResponse.json({ lines: await readCart(await getPayloadClient(), customer.id) }, { headers: noStore })
}

/** Replaces the signed-in customer's cart with the lines being edited in the browser. */
async function put(request: NextRequest) {
  const customer = await cartCustomer(request)
  if (!customer) return guest()
  const lines = await linesFrom(request)
  if (!lines) return NextResponse.json({ error: 'invalid' }, { status: 400, headers: noStore })
  return NextResponse.json({ lines: await saveCart(await getPayloadClient(), customer.id, lines) }, { headers: noStore })
}

export const GET = answeringUnavailable(get)
export const PUT = answeringUnavailable(put)
