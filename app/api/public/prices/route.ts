import { getTranslations } from 'next-intl/server'
import type { NextRequest } from 'next/server'
import { answeringUnavailable } from '@/lib/db/unavailable-response'
import { priceFeedAnswer } from '@/lib/prices/feed-answer'
import { feedBytesKeeper } from '@/lib/prices/feed-bytes'
import { parseFeedQuery, type FeedError } from '@/lib/prices/feed-query'
import { isLocale } from '@/lib/i18n/config'
import { clientIp } from '@/lib/security/client-ip'
import { windowLimiter } from '@/lib/security/window-rate'

export const dynamic = 'force-dynamic'

const perMinute = Number(process.env.PRICE_FEED_PER_MINUTE) || 60
const retryIn = windowLimiter({ perWindow: perMinute, windowSeconds: 60 })
const bytesOf = feedBytesKeeper()

// Buyers' tools may poll: a minute's answer can be kept by them and by any cache between.
const cacheControl = 'public, max-age=60, stale-while-revalidate=300'

/**
 * Today's price board as JSON (README, Price feed): read-only, filtered by `locale`, `category`,
 * `brand`, `stock` and `vat`, with an ETag and Last-Modified, limited per address. Refusals are
 * worded in the asked `locale` (Persian when it is missing or unknown).
 */
async function get(request: NextRequest) {
  const asked = request.nextUrl.searchParams.get('locale')
  // The messages are loaded only for a refusal: an answer has no words to translate.
  const words = () => getTranslations({ locale: isLocale(asked) ? asked : 'fa', namespace: 'prices.feedErrors' })
  const refuse = async (errors: FeedError[]) => {
    const t = await words()
    return Response.json({ errors: errors.map((e) => t(e.key, e.values)) }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const wait = retryIn(await clientIp())
  if (wait > 0) return Response.json({ errors: [(await words())('tooMany', { perMinute, wait })] }, { status: 429, headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' } })
  const parsed = parseFeedQuery(request.nextUrl.searchParams)
  if (!parsed.ok) return refuse(parsed.errors)
  const answer = await priceFeedAnswer(parsed.query)
  if (!answer.ok) return refuse(answer.errors)

  const { body, etag, lastModified } = answer
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': cacheControl, 'Content-Type': 'application/json; charset=utf-8', Vary: 'Accept-Encoding' }
  if (lastModified) headers['Last-Modified'] = new Date(lastModified).toUTCString()
  const match = request.headers.get('if-none-match')
  const since = request.headers.get('if-modified-since')
  const unchanged = match ? match.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`) : since !== null && lastModified !== null && Date.parse(since) >= Math.floor(Date.parse(lastModified) / 1000) * 1000
  if (unchanged) return new Response(null, { status: 304, headers })
  return new Response(bytesOf(etag, body), { status: 200, headers })
}

export const GET = answeringUnavailable(get)
