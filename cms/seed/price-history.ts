import type { Payload } from 'payload'
import { priceWalk } from './price-walk'

type Insertable = { insert: (table: unknown) => { values: (rows: object[]) => Promise<unknown> } }

/**
 * A year of price history for every product, and the board's comparison on each product to match.
 * Some 9,000 rows: written in batches straight into the table Payload made, since one Local API
 * create per row would make every seed a minute longer (the hook writes later changes one by one).
 */
export async function seedPriceHistory(payload: Payload, now = new Date()) {
  const { docs } = await payload.find({ collection: 'products', pagination: false, depth: 0, select: { title: true, price: true, unit: true }, overrideAccess: true })
  const db = payload.db as unknown as { drizzle: Insertable; tables: Record<string, unknown> }
  const stamp = now.toISOString()
  let rows: object[] = []
  for (const product of docs) {
    const walk = priceWalk(product.id, product.price, now)
    rows.push(...walk.map((p) => ({ product: product.id, productTitle: product.title, at: p.at.toISOString(), oldPrice: p.oldPrice, price: p.price, unit: product.unit, source: 'seed', createdAt: stamp, updatedAt: stamp })))
    const last = walk.at(-1)!
    await payload.db.updateOne({ collection: 'products', id: product.id, data: { previousPrice: last.oldPrice, priceChangedAt: last.at.toISOString() }, returning: false })
    if (rows.length >= 500) {
      await db.drizzle.insert(db.tables.price_changes).values(rows)
      rows = []
    }
  }
  if (rows.length) await db.drizzle.insert(db.tables.price_changes).values(rows)
}
