import type { Payload } from 'payload'
import { metrics } from '@/lib/ops/registry.mjs'
import { requestLog } from '@/lib/ops/request-log'
import type { z } from 'zod'
import { quoteCart } from '@/lib/cart/quote'
import { mergeDuplicates, type CartLineInput } from '@/lib/cart/lines'
import { rawRows } from '@/lib/db/raw'
import { inWriteQueue } from '@/lib/db/write-queue'
import { defaultLocale, locales, type Locale } from '@/lib/i18n/config'
import { buyerSnapshot, rememberBuyer } from './buyer'
import type { checkoutSchema } from './checkout-schema'
import { notifyOrderPlaced } from './notify'
import { newOrderNumber } from './number'
import { currentTitles, type Titles } from './title-snapshot'

export type PlaceResult =
  | { ok: true; orderId: number; orderNumber: string; created: boolean }
  | { ok: false; error: 'empty' | 'unavailable' | 'keyReused'; unavailable?: number[] }

async function bySubmissionKey(payload: Payload, key: string) {
  const { docs } = await payload.find({ collection: 'orders', where: { submissionKey: { equals: key } }, limit: 1, depth: 0, pagination: false, select: { orderNumber: true, customer: true, items: true } })
  return docs[0] ?? null
}

type Placed = NonNullable<Awaited<ReturnType<typeof bySubmissionKey>>>

/** Whether an order placed under a key holds these cart lines: a repeat, not another cart. */
function holdsLines(order: Placed, lines: CartLineInput[]): boolean {
  const idOf = (p: number | { id: number } | null | undefined) => (typeof p === 'object' ? (p?.id ?? 0) : (p ?? 0))
  const placed = new Map((order.items ?? []).map((i) => [idOf(i.product), i.quantity]))
  const asked = mergeDuplicates(lines)
  return asked.length === placed.size && asked.every((l) => placed.get(l.productId) === l.quantity)
}

/**
 * The order an earlier submission with this key made, when it is this customer's and this cart:
 * that order is the answer. The same key with another cart (a tab left open, a tampered key) is
 * refused rather than quietly answered with an order the customer did not ask for now.
 */
function earlierAnswer(earlier: Placed | null, customerId: number, lines: CartLineInput[]): PlaceResult | null {
  if (!earlier) return null
  if (!sameCustomer(earlier.customer, customerId)) throw new Error('submission key reused by another customer')
  if (!holdsLines(earlier, lines)) return { ok: false, error: 'keyReused' }
  return { ok: true, orderId: earlier.id, orderNumber: earlier.orderNumber, created: false }
}

const sameInEvery = (title: string): Titles => ({ fa: title, en: title, ar: title })

const sameCustomer = (customer: number | { id: number }, id: number) => (typeof customer === 'object' ? customer.id : customer) === id

/**
 * Places the order exactly once per submission key: prices and titles (in every language) are
 * read from the database now and copied into the order, the order and the products' sales
 * counters are written in one transaction, and the unique key turns every repeat (double click,
 * retry, second tab) into the same order.
 */
export async function placeOrder(
  payload: Payload,
  args: { customerId: number; locale: Locale; lines: CartLineInput[]; checkout: z.output<typeof checkoutSchema>; key: string },
): Promise<PlaceResult> {
  const { customerId, locale, lines, key } = args
  const earlier = earlierAnswer(await bySubmissionKey(payload, key), customerId, lines)
  if (earlier) return earlier

  const quote = await quoteCart(payload, locale, lines)
  if (quote.unavailable.length > 0) return { ok: false, error: 'unavailable', unavailable: quote.unavailable }
  if (quote.lines.length === 0) return { ok: false, error: 'empty' }

  const titles = await currentTitles(payload, quote.lines.map((l) => l.productId))
  const customer = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, select: { name: true } })
  return inWriteQueue(payload, () => writeOrder(payload, { ...args, customerName: customer.name, quote, titles }))
}

async function writeOrder(
  payload: Payload,
  {
    customerId,
    customerName,
    locale,
    lines,
    checkout,
    key,
    quote,
    titles,
  }: { customerId: number; customerName: string; locale: Locale; lines: CartLineInput[]; checkout: z.output<typeof checkoutSchema>; key: string; quote: Awaited<ReturnType<typeof quoteCart>>; titles: Map<number, Titles> },
): Promise<PlaceResult> {
  const lineTitles = quote.lines.map((l) => titles.get(l.productId) ?? sameInEvery(l.title))
  const now = new Date().toISOString()
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  try {
    const order = await payload.create({
      collection: 'orders',
      data: {
        orderNumber: newOrderNumber(),
        customer: customerId,
        stage: 'not_checked',
        paymentState: 'unpaid',
        items: quote.lines.map((l, i) => ({ product: l.productId, title: lineTitles[i]![defaultLocale], unit: l.unit, quantity: l.quantity, unitPrice: l.unitPrice, lineTotal: l.lineTotal, kilograms: l.kilograms, madeToOrder: l.madeToOrder })),
        total: quote.total,
        buyer: buyerSnapshot(checkout.buyer, customerName),
        address: checkout.address,
        phone: checkout.phone,
        note: checkout.note || null,
        locale,
        submissionKey: key,
        history: [{ stage: 'not_checked', at: now }],
      },
      locale: defaultLocale,
      depth: 0,
      req: { transactionID },
    })
    // Payload writes one language at a time; the other titles go onto the same rows (ids kept).
    for (const other of locales.filter((l) => l !== defaultLocale)) {
      await payload.update({
        collection: 'orders',
        id: order.id,
        locale: other,
        data: { items: order.items.map((row, i) => ({ ...row, title: lineTitles[i]![other] })) },
        depth: 0,
        req: { transactionID },
      })
    }
    // Best-selling counts orders, not kilograms against branches: one per order that has the product.
    const ids = quote.lines.map((l) => Number(l.productId)).join(', ')
    await rawRows(payload, `UPDATE "products" SET "sales" = COALESCE("sales", 0) + 1 WHERE "id" IN (${ids})`, transactionID)
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    metrics().orders.inc()
    const log = await requestLog({ part: 'orders' })
    log.info({ orderId: order.id, orderNumber: order.orderNumber, lines: quote.lines.length }, 'order placed')
    // What was typed at checkout is what the next checkout starts from. Outside the order's
    // transaction: orders placed at the same moment must not queue on the customer's row, and the
    // order stands whatever happens here.
    await rememberBuyer(payload, customerId, checkout.buyer).catch((error: unknown) => payload.logger.warn({ err: error, msg: "buyer's details not remembered" }))
    void notifyOrderPlaced(payload, order).catch((error) => payload.logger.warn({ err: error, msg: 'order SMS failed' }))
    return { ok: true, orderId: order.id, orderNumber: order.orderNumber, created: true }
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    // Another request with the same key won the race: that order is this order.
    const winner = earlierAnswer(await bySubmissionKey(payload, key), customerId, lines)
    if (winner) return winner
    throw error
  }
}
