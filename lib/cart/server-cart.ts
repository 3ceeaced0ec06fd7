import type { Payload } from 'payload'
import { mergeDuplicates, type CartLineInput } from './lines'

type Row = { product: number; quantity: number }
const toLines = (rows: Row[] | null | undefined): CartLineInput[] => (rows ?? []).map((r) => ({ productId: r.product, quantity: r.quantity }))
const toRows = (lines: CartLineInput[]): Row[] => lines.map((l) => ({ product: l.productId, quantity: l.quantity }))

async function findCart(payload: Payload, customerId: number) {
  const { docs } = await payload.find({ collection: 'carts', where: { customer: { equals: customerId } }, limit: 1, depth: 0, pagination: false })
  return docs[0] ?? null
}

export async function readCart(payload: Payload, customerId: number): Promise<CartLineInput[]> {
  return toLines((await findCart(payload, customerId))?.lines)
}

/** Replaces the customer's cart (the browser holds the cart being edited; the server keeps it for other devices). */
export async function saveCart(payload: Payload, customerId: number, lines: CartLineInput[]): Promise<CartLineInput[]> {
  const clean = mergeDuplicates(lines)
  const existing = await findCart(payload, customerId)
  if (existing) await payload.update({ collection: 'carts', id: existing.id, data: { lines: toRows(clean) }, depth: 0 })
  else {
    try {
      await payload.create({ collection: 'carts', data: { customer: customerId, lines: toRows(clean) }, depth: 0 })
    } catch {
      // Another tab created it a moment ago (one cart per customer): write over that one.
      const again = await findCart(payload, customerId)
      if (!again) throw new Error('cart could not be saved')
      await payload.update({ collection: 'carts', id: again.id, data: { lines: toRows(clean) }, depth: 0 })
    }
  }
  return clean
}

/**
 * A guest cart joins the account at sign-in. For a product in both, the larger quantity wins
 * rather than the sum, so a repeated merge (a retry, a second tab) never doubles anything.
 */
export async function mergeGuestCart(payload: Payload, customerId: number, guest: CartLineInput[]): Promise<CartLineInput[]> {
  const saved = await readCart(payload, customerId)
  const merged = new Map(saved.map((l) => [l.productId, l.quantity]))
  for (const l of mergeDuplicates(guest)) merged.set(l.productId, Math.max(merged.get(l.productId) ?? 0, l.quantity))
  return saveCart(payload, customerId, [...merged].map(([productId, quantity]) => ({ productId, quantity })))
}
