import { createHash } from 'node:crypto'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import { getBrands } from '@/lib/catalog/brands'
import { getCategoryTree } from '@/lib/catalog/categories'
import { vatPercentOn } from '@/lib/invoice/vat-rates'
import { readPriceFeed, unknownFilters } from './feed'
import { feedAnswerKey, type FeedError, type FeedQuery } from './feed-query'

/** The feed as it is sent: its JSON, a strong ETag of it, and its latest price change. */
export type FeedAnswer = { ok: true; body: string; etag: string; lastModified: string | null } | { ok: false; errors: FeedError[] }

/**
 * The price feed's answer, kept with the catalogue of its language and the VAT rates until staff
 * change either, so a request neither builds the JSON from the board's rows nor hashes it. (Measured:
 * 522 → 576 requests a second; the rest is what a route handler costs.) A filter naming no category
 * or brand is answered before the cache, so made-up names cannot fill it.
 */
export async function priceFeedAnswer(query: FeedQuery, now = new Date()): Promise<FeedAnswer> {
  // The tree and the brands only for a filter that names one: each kept value is read and parsed anew per request.
  const [tree, brands, ratePercent] = await Promise.all([query.category ? getCategoryTree(query.locale) : [], query.brand ? getBrands(query.locale) : [], vatPercentOn(now)])
  const errors = unknownFilters(query, tree, brands)
  if (errors.length) return { ok: false, errors }
  return cached(
    async (): Promise<FeedAnswer> => {
      const result = await readPriceFeed(query, now)
      if (!result.ok) return result
      const body = JSON.stringify(result.feed)
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
      return { ok: true, body, etag, lastModified: result.feed.lastModified }
    },
    feedAnswerKey(query, ratePercent),
    [cacheTags.catalogue(query.locale), cacheTags.vatRates()],
  )
}
