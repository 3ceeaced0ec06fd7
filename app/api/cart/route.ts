import { NextResponse, type NextRequest } from 'next/server'
import { cartCustomer, linesFrom, noStore } from '@/lib/cart/customer-request'
import { readCart, saveCart } from '@/lib/cart/server-cart'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const guest = () => NextResponse.json({ error: 'signedOut' }, { status: 401, headers: noStore })

/** The signed-in customer's cart as kept on the server. */
export async function GET(request: NextRequest) {
  const customer = await cartCustomer(request)
  if (!customer) return guest()
  return NextResponse.json({ lines: await readCart(await getPayloadClient(), customer.id) }, { headers: noStore })
}

/** Replaces the signed-in customer's cart with the lines being edited in the browser. */
export async function PUT(request: NextRequest) {
  const customer = await cartCustomer(request)
  if (!customer) return guest()
  const lines = await linesFrom(request)
  if (!lines) return NextResponse.json({ error: 'invalid' }, { status: 400, headers: noStore })
  return NextResponse.json({ lines: await saveCart(await getPayloadClient(), customer.id, lines) }, { headers: noStore })
}
