import type { Payload } from 'payload'
import { cardBodySelect, mediaPopulate, toCard, type ProductCard } from '@/lib/catalog/cards'
import { productPath } from '@/lib/catalog/paths'
import type { Locale } from '@/lib/i18n/config'
import type { InvoiceTotals } from '@/lib/invoice/totals'
import type { Freight } from '@/lib/freight/cost'
import type { ProvinceKey } from '@/lib/geo/provinces'
import { lineTotal, normalizeQuantity } from '@/lib/orders/units'
import { lineKilograms, orderWeight, type OrderWeight } from '@/lib/orders/weight'
import { mergeDuplicates, type CartLineInput } from './lines'

export type QuotedLine = {
  productId: number
  title: string
  unit: ProductCard['unit']
  quantity: number
  unitPrice: number
  lineTotal: number
  path: string
  image?: ProductCard['image']
  /** The line's weight, where the product's is known. */
  kilograms: number | null
  /** Not in stock when quoted: the mill makes it for this order (its delivery estimate). */
  madeToOrder: boolean
}
/**
 * `unavailable`: products that cannot be ordered (gone, unpublished, a quantity the unit refuses, or
 * stopped by staff); `notOrderable` names those staff stopped, so the visitor is told which and why.
 */
export type Quote = { lines: QuotedLine[]; total: number; unavailable: number[]; notOrderable: string[]; weight: OrderWeight | null }

/**
 * A quote as the cart shows it: with the value-added tax today's rate puts on its total, as an
 * invoice would, and the freight to the buyer's province when one is chosen.
 */
export type CartQuote = Quote & { vat: InvoiceTotals; freight: (Freight & { province: ProvinceKey }) | null }

/** Out of stock and made to order both mean the mill makes the goods for this order. */
export const isMadeToOrder = (stock: ProductCard['stock']) => stock !== 'in_stock'

/**
 * Prices a cart from the database, in the visitor's language: the browser says only which products
 * and how much; prices, titles and allowed quantities come from here. Products no longer on sale
 * or not orderable are reported, not priced; out-of-stock products are priced, made to order.
 */
export async function quoteCart(payload: Payload, locale: Locale, input: CartLineInput[]): Promise<Quote> {
  const wanted = mergeDuplicates(input)
  if (wanted.length === 0) return { lines: [], total: 0, unavailable: [], notOrderable: [], weight: null }
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ id: { in: wanted.map((l) => l.productId) } }, { status: { equals: 'published' } }] },
    locale,
    limit: wanted.length,
    pagination: false,
    depth: 1,
    // A quoted line names no brand: asking for one would cost a read of the brands on every quote.
    select: { ...cardBodySelect, category: true, orderable: true },
    populate: { categories: { slug: true }, media: mediaPopulate },
    overrideAccess: false,
  })
  const byId = new Map(docs.map((d) => [d.id, { card: toCard(d), orderable: d.orderable !== false }]))
  const lines: QuotedLine[] = []
  const unavailable: number[] = []
  const notOrderable: string[] = []
  for (const l of wanted) {
    const found = byId.get(l.productId)
    const card = found?.card
    const quantity = card ? normalizeQuantity(card.unit, l.quantity) : null
    if (!card || !found.orderable || quantity === null) {
      unavailable.push(l.productId)
      if (card && !found.orderable) notOrderable.push(card.title)
      continue
    }
    lines.push({
      productId: card.id,
      title: card.title,
      unit: card.unit,
      quantity,
      unitPrice: card.price,
      lineTotal: lineTotal(card.price, quantity),
      path: productPath(card),
      image: card.image,
      kilograms: lineKilograms(card.kgPerUnit, quantity),
      madeToOrder: isMadeToOrder(card.stock),
    })
  }
  return { lines, total: lines.reduce((s, l) => s + l.lineTotal, 0), unavailable, notOrderable, weight: orderWeight(lines) }
}
