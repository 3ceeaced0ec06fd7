import type { Payload } from 'payload'
import type { QuoteRequest } from '@/cms/payload-types'
import { rfqSystemContext } from '@/cms/hooks/quote-state'
import type { CustomerViewer } from '@/lib/auth/viewer'
import type { Locale } from '@/lib/i18n/config'
import { isPastValidity } from './pricing'

export type QuoteRow = Pick<QuoteRequest, 'id' | 'reference' | 'status' | 'createdAt' | 'validUntil'>

/** The customer's own requests, newest first, under their access rules. */
export async function listQuotes(payload: Payload, viewer: Pick<CustomerViewer, 'user'>): Promise<QuoteRow[]> {
  const { docs } = await payload.find({
    collection: 'quote-requests',
    overrideAccess: false,
    user: viewer.user,
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    select: { reference: true, status: true, createdAt: true, validUntil: true },
  })
  return docs
}

/**
 * A quote past its last day is expired the moment anyone looks at it (the customer's page, an
 * accept): nothing runs on a timer, and the state the customer reads is the state that holds.
 */
export async function expireIfPast(payload: Payload, quote: QuoteRequest, now = new Date()): Promise<QuoteRequest> {
  if (quote.status !== 'quoted' || !isPastValidity(quote.validUntil, now)) return quote
  return payload.update({ collection: 'quote-requests', id: quote.id, data: { status: 'expired' }, depth: 0, context: { [rfqSystemContext]: true } })
}

/** One of the customer's own requests (null for anyone else's: the page answers 404), brought up to date. */
export async function getQuote(payload: Payload, viewer: Pick<CustomerViewer, 'user'>, id: number, locale: Locale, now = new Date()): Promise<QuoteRequest | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const quote = await payload.findByID({ collection: 'quote-requests', id, overrideAccess: false, user: viewer.user, depth: 0, locale, disableErrors: true })
  return quote ? expireIfPast(payload, quote, now) : null
}
