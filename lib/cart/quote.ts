import type { Payload } from 'payload'
import { cardBodySelect, mediaPopulate, toCard, type ProductCard } from '@/lib/catalog/cards'
import { productPath } from '@/lib/catalog/paths'
import type { Locale } from '@/lib/i18n/config'
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
}
export type Quote = { lines: QuotedLine[]; total: number; unavailable: number[]; weight: OrderWeight | null }

/**
 * Prices a cart from the database, in the visitor's language: the browser says only which products
 * and how much; prices, titles and allowed quantities come from here. Products no longer on sale
 * are reported, not priced.
 */
export async function quoteCart(payload: Payload, locale: Locale, input: CartLineInput[]): Promise<Quote> {
  const wanted = mergeDuplicates(input)
  if (wanted.length === 0) return { lines: [], total: 0, unavailable: [], weight: null }
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ id: { in: wanted.map((l) => l.productId) } }, { status: { equals: 'published' } }] },
    locale,
    limit: wanted.length,
    pagination: false,
    depth: 1,
    // A quoted line names no brand: asking for one would cost a read of the brands on every quote.
    select: { ...cardBodySelect, category: true },
    populate: { categories: { slug: true }, media: mediaPopulate },
    overrideAccess: false,
  })
  const byId = new Map(docs.map((d) => [d.id, toCard(d)]))
  const lines: QuotedLine[] = []
  const unavailable: number[] = []
  for (const l of wanted) {
    const card = byId.get(l.productId)
    const quantity = card ? normalizeQuantity(card.unit, l.quantity) : null
    if (!card || quantity === null || card.stock === 'out_of_stock') {
      unavailable.push(l.productId)
      continue
    }
    lines.push({ productId: card.id, title: card.title, unit: card.unit, quantity, unitPrice: card.price, lineTotal: lineTotal(card.price, quantity), path: productPath(card), image: card.image, kilograms: lineKilograms(card.kgPerUnit, quantity) })
  }
  return { lines, total: lines.reduce((s, l) => s + l.lineTotal, 0), unavailable, weight: orderWeight(lines) }
}
