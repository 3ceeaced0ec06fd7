import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { notifyPriceAlerts, type PendingPriceAlert } from '@/lib/prices/alerts'
import { markPriceChange } from '@/lib/prices/daily-change'
import { priceChangeRecord, type PriceSource } from '@/lib/prices/history-record'

/** Bulk imports say so in the request's context; everything else is an edit. */
function sourceOf(context: Record<string, unknown>): PriceSource {
  return context.priceSource === 'import' || context.priceSource === 'seed' ? context.priceSource : 'edit'
}

const priceOf = (doc: { price?: unknown } | undefined): number | null => (typeof doc?.price === 'number' ? doc.price : null)

/**
 * The board's comparison (previous day's price, time of the change) follows the price and nothing
 * else: whatever a request carries for them is replaced by what the system knows.
 */
export const stampPriceChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const oldPrice = operation === 'create' ? null : priceOf(originalDoc)
  const price = typeof data.price === 'number' ? data.price : oldPrice
  const mark = { previousPrice: originalDoc?.previousPrice ?? null, priceChangedAt: originalDoc?.priceChangedAt ?? null }
  Object.assign(data, price === null || price === oldPrice ? mark : markPriceChange(mark, oldPrice, new Date()))
  return data
}

/** One history record per change of price, in the same transaction as the change. */
export const recordPriceChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const oldPrice = operation === 'create' ? null : priceOf(previousDoc)
  if (doc.price === oldPrice || req.context?.priceHistory === false) return doc
  const staffId = req.user?.collection === 'users' ? req.user.id : undefined
  await req.payload.create({ collection: 'price-changes', req, overrideAccess: true, data: priceChangeRecord(doc, oldPrice, sourceOf(req.context ?? {}), staffId) })
  // A bulk import sends its texts once all of it is committed; an edit beside its save, as the
  // order texts do: a failed text never undoes a price.
  const pending = req.context?.pendingPriceAlerts
  if (Array.isArray(pending)) pending.push({ product: doc, oldPrice } satisfies PendingPriceAlert)
  else void notifyPriceAlerts(req.payload, doc, oldPrice).catch((error: unknown) => req.payload.logger.warn({ err: error, msg: 'price alert texts failed' }))
  return doc
}
