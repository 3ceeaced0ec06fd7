import type { PayloadRequest } from 'payload'
import type { Product } from '@/cms/payload-types'
import { priceDerivedFields } from '@/lib/catalog/price-per-kg'
import type { PendingPriceAlert } from '../alerts'
import { markPriceChange } from '../daily-change'
import { priceChangeRecord } from '../history-record'
import type { PlannedChange } from './plan'

/** What a product's new price changes besides itself: its weight (for the per-kg price) and the day's comparison. */
export type PriceState = Pick<Product, 'id' | 'title' | 'unit' | 'category' | 'previousPrice' | 'priceChangedAt'> & { weightPerMeter: number | null; branchLength: number | null }

/**
 * Writes one planned change inside the caller's transaction (`req`): the price with every field
 * derived from it, through the same functions the product's save hooks use, and its history
 * record as an import by `staffId`. Straight to the database: a whole product save (every
 * translation and specification rewritten, about 30 ms) for each of thousands of rows would hold
 * the database's only writer for minutes; this takes a few milliseconds.
 */
export async function writePriceChange(req: PayloadRequest, change: PlannedChange, state: PriceState, staffId: number | undefined, now: Date): Promise<PendingPriceAlert> {
  const mark = markPriceChange({ previousPrice: state.previousPrice ?? null, priceChangedAt: state.priceChangedAt ?? null }, change.oldPrice, now)
  const derived = priceDerivedFields({ price: change.price, unit: state.unit, weightPerMeter: state.weightPerMeter, branchLength: state.branchLength })
  await req.payload.db.updateOne({ collection: 'products', id: change.id, data: { price: change.price, ...mark, ...derived, updatedAt: now.toISOString() }, req, returning: false })
  const record = priceChangeRecord({ ...state, price: change.price, priceChangedAt: mark.priceChangedAt }, change.oldPrice, 'import', staffId)
  await req.payload.db.create({ collection: 'price-changes', data: { ...record, createdAt: now.toISOString(), updatedAt: now.toISOString() }, req, returning: false })
  return { product: { id: change.id, price: change.price, category: state.category }, oldPrice: change.oldPrice }
}
