import type { CollectionBeforeChangeHook } from 'payload'
import { isRowId, rawRows } from '@/lib/db/raw'

/**
 * The product counters kept by statements of their own, never by a save: sales when an order is
 * placed (lib/orders/place.ts), views (lib/catalog/views.ts) and likes (lib/social/likes.ts).
 */
const counters = ['sales', 'views', 'likes'] as const

/**
 * A save writes the whole product row, counters included, as it read the product when it began:
 * a sale, view or like counted between that read and the write was undone. The save takes the
 * counters as they stand just before it writes instead. On PostgreSQL it holds the row from then
 * until it commits, so a count that comes later waits and adds to what the save wrote. SQLite's
 * writes already take turns with the save's transaction (lib/db/one-writer.ts).
 */
export const keepCurrentCounters: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const id = Number(originalDoc?.id)
  if (operation !== 'update' || !isRowId(id)) return data
  const lock = req.payload.db.name === 'postgres' ? ' FOR NO KEY UPDATE' : ''
  const [row] = (await rawRows(req.payload, `SELECT "sales", "views", "likes" FROM "products" WHERE "id" = ${id}${lock}`, await req.transactionID)) as Record<string, unknown>[]
  if (!row) return data
  // PostgreSQL answers a numeric column as text.
  return { ...data, ...Object.fromEntries(counters.map((name) => [name, Number(row[name] ?? 0)])) }
}
