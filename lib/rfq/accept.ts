import type { Payload } from 'payload'
import type { Order, QuoteRequest } from '@/cms/payload-types'
import { rfqSystemContext } from '@/cms/hooks/quote-state'
import type { CustomerViewer } from '@/lib/auth/viewer'
import { inWriteQueue } from '@/lib/db/write-queue'
import { defaultLocale, locales, type Locale } from '@/lib/i18n/config'
import { buyerRecord } from '@/lib/orders/buyer'
import { notifyOrderPlaced } from '@/lib/orders/notify'
import { newOrderNumber } from '@/lib/orders/number'
import type { Titles } from '@/lib/orders/title-snapshot'
import { relationId } from '@/lib/db/relation-id'
import { quoteLineTitles } from './line-title'
import { expireIfPast } from './customer-quotes'
import { lineKilograms } from './pricing'

export type AcceptResult = { ok: true; orderId: number; created: boolean } | { ok: false; error: 'notFound' | 'expired' | 'notQuoted' }

/** The one order a quote may become: its key is the quote's, so a second accept finds the first order. */
const keyOf = (quote: Pick<QuoteRequest, 'id'>) => `quote:${quote.id}`

async function orderOfQuote(payload: Payload, quote: Pick<QuoteRequest, 'id'>) {
  const { docs } = await payload.find({ collection: 'orders', where: { submissionKey: { equals: keyOf(quote) } }, limit: 1, depth: 0, pagination: false, select: { orderNumber: true } })
  return docs[0] ?? null
}

/**
 * The customer accepts their quote: while it is open, it becomes an order at exactly the quoted
 * prices and freight (the ordinary order flow from there on), and the quote is marked accepted with
 * the order. Exactly once: the order's unique key is the quote's, so an accept sent twice (double
 * click, two tabs, two servers) answers with the one order. Someone else's quote is not found.
 */
export async function acceptQuote(
  payload: Payload,
  viewer: Pick<CustomerViewer, 'id' | 'user' | 'name'>,
  id: number,
  delivery: { address: string; phone: string },
  locale: Locale,
  now = new Date(),
): Promise<AcceptResult> {
  const found = Number.isSafeInteger(id) && id > 0 ? await payload.findByID({ collection: 'quote-requests', id, overrideAccess: false, user: viewer.user, depth: 0, disableErrors: true }) : null
  if (!found) return { ok: false, error: 'notFound' }
  if (found.status === 'accepted') {
    const order = relationId(found.order) ?? (await orderOfQuote(payload, found))?.id
    if (order) return { ok: true, orderId: order, created: false }
  }
  const quote = await expireIfPast(payload, found, now)
  if (quote.status === 'expired') return { ok: false, error: 'expired' }
  if (quote.status !== 'quoted') return { ok: false, error: 'notQuoted' }

  const titles = await quoteLineTitles(payload, quote.lines)
  const customer = await payload.findByID({ collection: 'customers', id: viewer.id, depth: 0, select: { name: true, buyer: true } })
  return inWriteQueue(payload, () => writeOrder(payload, { quote, titles, customer, delivery, locale }))
}

async function writeOrder(
  payload: Payload,
  { quote, titles, customer, delivery, locale }: { quote: QuoteRequest; titles: Titles[]; customer: { id: number; name: string; buyer?: { kind?: string | null } | null }; delivery: { address: string; phone: string }; locale: Locale },
): Promise<AcceptResult> {
  const items = quote.lines.map((l, i) => ({
    product: l.kind === 'product' ? relationId(l.product) : null,
    title: titles[i]![defaultLocale],
    unit: l.unit,
    quantity: l.quantity,
    unitPrice: l.unitPrice ?? 0,
    lineTotal: l.lineTotal ?? 0,
    kilograms: lineKilograms(l.quantity, l.unit, l.kgPerBranch ?? null),
  }))
  const freight = quote.freight ?? 0
  const stored = customer.buyer?.kind ? buyerRecord(customer.buyer as Parameters<typeof buyerRecord>[0]) : null
  const buyer = stored ? { ...stored, name: stored.kind === 'company' ? (stored.companyName ?? customer.name) : customer.name } : { kind: 'person' as const, name: customer.name }
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  let order: Order
  try {
    order = await payload.create({
      collection: 'orders',
      data: {
        orderNumber: newOrderNumber(),
        customer: customer.id,
        stage: 'not_checked',
        paymentState: 'unpaid',
        items,
        freight,
        quote: quote.id,
        total: items.reduce((sum, i) => sum + i.lineTotal, 0) + freight,
        buyer,
        address: delivery.address,
        phone: delivery.phone,
        note: null,
        locale,
        submissionKey: keyOf(quote),
        history: [{ stage: 'not_checked', at: new Date().toISOString() }],
      },
      locale: defaultLocale,
      depth: 0,
      req: { transactionID },
    })
    for (const other of locales.filter((l) => l !== defaultLocale)) {
      await payload.update({ collection: 'orders', id: order.id, locale: other, data: { items: order.items.map((row, i) => ({ ...row, title: titles[i]![other] })) }, depth: 0, req: { transactionID } })
    }
    await payload.update({ collection: 'quote-requests', id: quote.id, data: { status: 'accepted', order: order.id }, depth: 0, req: { transactionID }, context: { [rfqSystemContext]: true } })
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    // Another accept of this quote won the race: its order is this order.
    const winner = await orderOfQuote(payload, quote)
    if (winner) return { ok: true, orderId: winner.id, created: false }
    throw error
  }
  void notifyOrderPlaced(payload, order).catch((error: unknown) => payload.logger.warn({ err: error, msg: 'order SMS failed' }))
  return { ok: true, orderId: order.id, created: true }
}

/** The customer declines their quote (or withdraws a request not yet quoted). */
export async function declineQuote(payload: Payload, viewer: Pick<CustomerViewer, 'user'>, id: number): Promise<'declined' | 'notFound' | 'closed'> {
  const quote = Number.isSafeInteger(id) && id > 0 ? await payload.findByID({ collection: 'quote-requests', id, overrideAccess: false, user: viewer.user, depth: 0, disableErrors: true }) : null
  if (!quote) return 'notFound'
  if (quote.status === 'accepted' || quote.status === 'expired' || quote.status === 'declined') return 'closed'
  await payload.update({ collection: 'quote-requests', id: quote.id, data: { status: 'declined' }, depth: 0, context: { [rfqSystemContext]: true } })
  return 'declined'
}
