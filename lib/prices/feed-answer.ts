import { createHash } from 'node:crypto'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import { getBrands } from '@/lib/catalog/brands'
import { getCategoryTree } from '@/lib/catalog/categories'
import { vatPercentOn } from '@/lib/invoice/vat-rates'
import { readPriceFeed, unknownFilters } from './feed'
import type { FeedError, FeedQuery } from './feed-query'

/** The feed as it is sent: its JSON, a strong ETag of it, and its latest price change. */
export type FeedAnswer = { ok: true; body: string; etag: string; lastModified: string | null } | { ok: false; errors: FeedError[] }

/**
 * The price feed's answer, kept with the catalogue of its language and the VAT rates until staff
 * change either. Tools poll the feed: building it from the board's rows on every request, and
 * hashing it, cost about four times serving a page of its size. A filter naming no category or
 * brand is answered before the cache, so made-up names cannot fill it; the rate in force today is
 * part of the key, so the day a new rate starts the feed with tax changes with it.
 */
export async function priceFeedAnswer(query: FeedQuery, now = new Date()): Promise<FeedAnswer> {
  const [tree, brands, ratePercent] = await Promise.all([getCategoryTree(query.locale), getBrands(query.locale), vatPercentOn(now)])
  const errors = unknownFilters(query, tree, brands)
  if (errors.length) return { ok: false, errors }
  const key = ['price-feed', query.locale, query.category ?? '-', query.brand ?? '-', query.stock ?? '-', query.vat ? `vat-${ratePercent}` : 'no-vat']
  return cached(
    async (): Promise<FeedAnswer> => {
      const result = await readPriceFeed(query, now)
      if (!result.ok) return result
      const body = JSON.stringify(result.feed)
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
      return { ok: true, body, etag, lastModified: result.feed.lastModified }
    },
    key,
    [cacheTags.catalogue(query.locale), cacheTags.vatRates()],
  )
}
