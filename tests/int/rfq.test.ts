import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import type { Customer, Product, QuoteRequest, User } from '@/cms/payload-types'
import { customerViewer } from '@/lib/auth/viewer-of'
import { freightCost, rateFor } from '@/lib/freight/cost'
import { readFreightRates } from '@/lib/freight/rates'
import { receiveSubmission } from '@/lib/forms/submit'
import { orderTotals } from '@/lib/invoice/proforma'
import { invoiceSettings } from '@/lib/invoice/settings'
import { acceptQuote, declineQuote } from '@/lib/rfq/accept'
import { getQuote } from '@/lib/rfq/customer-quotes'
import { rfqForm } from '@/lib/rfq/form'
import { quoteProforma } from '@/lib/rfq/quote-proforma'
import { outboxPath } from '@/lib/sms/console'
import type { RfqInput } from '@/lib/rfq/schema'
import * as fx from '../fixtures/bundles'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
let buyer: Customer
let other: Customer
let staff: Record<'sales' | 'editor' | 'hr' | 'admin', User>
let product: Product
let ipCounter = 0
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
const asCustomer = (c: Customer) => customerViewer({ ...c, collection: 'customers' } as Parameters<typeof customerViewer>[0])
const delivery = { address: 'یزد، بلوار صنعت، پلاک ۱۲', phone: '09133340078' }

const customLine = { kind: 'custom', product: '', title: '', shape: 'square', sizeA: '۴۰', sizeB: '', wall: '2', length: '6', grade: 'S235', coating: 'گالوانیزه', quantity: '2.5', unit: 'ton' } as const
const request = (overrides: Partial<RfqInput> = {}): RfqInput => ({ lines: [{ ...customLine }], province: 'yazd', city: 'yazd', wantedDate: '', customerNote: 'تحویل صبح', ...overrides })

const emptyBundle = () => fx.makeZip([])
async function send(data: unknown, owner: Customer, bundle?: Buffer) {
  return receiveSubmission(payload, rfqForm, { data, bundle: bundle ?? (await emptyBundle()), ip: freshIp(), locale: 'fa', owner: owner.id })
}
async function byReference(reference: string): Promise<QuoteRequest> {
  const { docs } = await payload.find({ collection: 'quote-requests', where: { reference: { equals: reference } }, depth: 0, limit: 1 })
  return docs[0]!
}
async function sent(owner: Customer = buyer, data: RfqInput = request()): Promise<QuoteRequest> {
  const result = await send(data, owner)
  if (!result.ok) throw new Error(`not stored: ${JSON.stringify(result)}`)
  return byReference(result.reference)
}
const textsTo = async (mobile: string) =>
  (await readFile(outboxPath(), 'utf8').catch(() => '')).split('\n').filter((l) => l.split('\t')[1] === mobile).map((l) => l.split('\t')[2]!)
const quoteCount = async () => (await payload.count({ collection: 'quote-requests', overrideAccess: true })).totalDocs

/** Sales price every line, add freight and send the quote, through their own access. */
async function priced(quote: QuoteRequest, { freight = 4_500_000, days = 3 } = {}): Promise<QuoteRequest> {
  return payload.update({
    collection: 'quote-requests',
    id: quote.id,
    data: { status: 'quoted', freight, validityDays: days, lines: quote.lines.map((l) => ({ ...l, unitPrice: 41_250_000 })) },
    overrideAccess: false,
    user: staff.sales,
    depth: 0,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  buyer = await payload.create({ collection: 'customers', data: { name: 'مریم یزدی', email: 'maryam.rfq@example.com', mobile: '09133340078', password: 'steel-2026' } })
  other = await payload.create({ collection: 'customers', data: { name: 'علی قمی', email: 'ali.rfq@example.com', mobile: '09123340079', password: 'steel-2026' } })
  staff = await staffByRole(payload, ['sales', 'editor', 'hr', 'admin'])
  const { docs } = await payload.find({ collection: 'products', where: { and: [{ status: { equals: 'published' } }, { unit: { equals: 'branch' } }, { kgPerUnit: { exists: true } }] }, limit: 1, depth: 0 })
  if (!docs[0]) throw new Error('the demo seed has no product of known weight sold by the branch')
  product = docs[0]
})

describe('sending a request for quotation', () => {
  it('stores a custom size and a catalogue product, with their titles, weights and the sent state in the history', async () => {
    const quote = await sent(buyer, request({ lines: [{ ...customLine }, { ...customLine, kind: 'product', product: String(product.id), shape: '', sizeA: '', wall: '', length: '', quantity: '40', unit: 'branch' }] }))
    expect(quote.reference).toMatch(/^RFQ-[2-9A-Z]{4}-[2-9A-Z]{4}$/)
    expect(quote.status).toBe('sent')
    expect(quote.history?.map((h) => h.status)).toEqual(['sent'])
    const [custom, catalogue] = quote.lines
    // Persian digits typed in a size are read as numbers; the title is the trade's way of writing it.
    expect(custom).toMatchObject({ kind: 'custom', shape: 'square', sizeA: 40, wall: 2, length: 6, quantity: 2.5, unit: 'ton', grade: 'S235' })
    expect(custom!.title).toBe('قوطی مربع ۴۰ × ۲ میلی‌متر، ۶ متر، S235، گالوانیزه')
    expect(custom!.kgPerBranch).toBeGreaterThan(10)
    expect(catalogue).toMatchObject({ kind: 'product', product: product.id, quantity: 40, unit: 'branch', kgPerBranch: product.kgPerUnit })
    expect(typeof quote.customer === 'object' ? quote.customer.id : quote.customer).toBe(buyer.id)
  })

  it('refuses bad input field by field and stores nothing', async () => {
    const before = await quoteCount()
    const refused = async (data: unknown, bundle?: Buffer) => {
      const r = await send(data, buyer, bundle)
      expect(r.ok).toBe(false)
      return r.ok ? {} : { ...(r.fieldErrors ?? {}), ...(r.problems ? { files: r.problems.map((p) => p.reason).join(',') } : {}) }
    }
    expect(await refused(request({ lines: [] }))).toMatchObject({ lines: 'noLines' })
    expect(await refused(request({ lines: [{ ...customLine, quantity: '0' }] }))).toMatchObject({ 'lines.0.quantity': 'positive' })
    expect(await refused(request({ lines: [{ ...customLine, quantity: '5001' }] }))).toMatchObject({ 'lines.0.quantity': 'quantityTooLarge' })
    expect(await refused(request({ lines: [{ ...customLine, quantity: '6000000', unit: 'kg' }] }))).toMatchObject({ 'lines.0.quantity': 'quantityTooLarge' })
    // A size the weight calculator refuses: the wall is half the side.
    expect(await refused(request({ lines: [{ ...customLine, wall: '20' }] }))).toMatchObject({ 'lines.0.wall': 'wallTooThick' })
    expect(await refused(request({ lines: [{ ...customLine, length: '30' }] }))).toMatchObject({ 'lines.0.length': 'lengthTooLong' })
    expect(await refused(request({ lines: [{ ...customLine, kind: 'product', product: '999999', quantity: '3' }] }))).toMatchObject({ 'lines.0.product': 'choice' })
    expect(await refused(request({ city: 'tabriz' }))).toMatchObject({ city: 'city' })
    expect(await refused(request({ province: 'atlantis' }))).toMatchObject({ province: 'required' })
    expect(await refused(request(), await fx.makeZip([{ name: 'drawing/1-plan.pdf', data: fx.htmlBytes() }]))).toMatchObject({ files: expect.stringMatching(/./) })
    expect(await refused(request(), await fx.makeZip([{ name: 'drawing/1-plan.pdf', data: Buffer.concat([fx.pdfBytes(), Buffer.alloc(11 * 1024 * 1024, 7)]), store: true }]))).toMatchObject({ files: 'tooBig' })
    expect(await quoteCount()).toBe(before)
  })

  it('starts the freight from the freight table for the request’s weight, and at 0 where the table cannot say', async () => {
    const rates = await readFreightRates(payload)
    const tehran = rateFor(rates, 'tehran')
    expect(tehran, 'the demo freight table has Tehran').not.toBeNull()
    // 2.5 t of custom square tube to Tehran.
    const expected = freightCost(tehran, { kilograms: 2500, complete: true })
    expect(expected.kind).toMatch(/priced|free/)
    const toTehran = await sent(buyer, request({ province: 'tehran', city: 'tehran' }))
    expect(toTehran.freight).toBe((expected as { cost: number }).cost)
    expect(rateFor(rates, 'sistan-baluchestan'), 'the demo table has no row for Sistan and Baluchestan').toBeNull()
    const farAway = await sent(buyer, request({ province: 'sistan-baluchestan', city: 'zahedan' }))
    expect(farAway.freight).toBe(0)
  })

  it('keeps a PDF drawing with the request', async () => {
    const result = await send(request(), buyer, await fx.makeZip([{ name: 'drawing/1-plan.pdf', data: fx.pdfBytes('plan') }]))
    expect(result.ok).toBe(true)
    const quote = await byReference(result.ok ? result.reference : '')
    expect(quote.files?.map((f) => f.slot)).toEqual(['drawing'])
    expect(quote.bundle).toBeTruthy()
  })
})

describe('who sees and changes a request', () => {
  it('shows a customer only their own; sales price it; editors and HR cannot read it', async () => {
    const mine = await sent(buyer)
    const theirs = await sent(other)
    const seen = await payload.find({ collection: 'quote-requests', overrideAccess: false, user: { ...buyer, collection: 'customers' }, depth: 0, pagination: false })
    expect(seen.docs.map((d) => d.id)).toContain(mine.id)
    expect(seen.docs.map((d) => d.id)).not.toContain(theirs.id)
    expect(await getQuote(payload, asCustomer(buyer), theirs.id, 'fa')).toBeNull()
    for (const role of ['editor', 'hr'] as const) {
      await expect(payload.find({ collection: 'quote-requests', overrideAccess: false, user: staff[role], depth: 0 }), role).rejects.toThrow()
      await expect(payload.update({ collection: 'quote-requests', id: mine.id, data: { freight: 1 }, overrideAccess: false, user: staff[role] }), role).rejects.toThrow()
    }
    await expect(payload.update({ collection: 'quote-requests', id: mine.id, data: { freight: 1 }, overrideAccess: false, user: { ...buyer, collection: 'customers' } })).rejects.toThrow()
    // Saving a sent request marks it as being priced; what the customer asked stays as sent.
    const pricing = await payload.update({ collection: 'quote-requests', id: mine.id, data: { lines: mine.lines.map((l) => ({ ...l, quantity: 9999, unitPrice: 40_000_000 })) }, overrideAccess: false, user: staff.sales, depth: 0 })
    expect(pricing.status).toBe('pricing')
    expect(pricing.lines[0]).toMatchObject({ quantity: 2.5, unitPrice: 40_000_000, lineTotal: 100_000_000 })
    expect(pricing.history?.map((h) => h.status)).toEqual(['sent', 'pricing'])
  })

  it('will not send a quote with a line unpriced, nor let staff mark it accepted', async () => {
    const quote = await sent(buyer)
    await expect(payload.update({ collection: 'quote-requests', id: quote.id, data: { status: 'quoted' }, overrideAccess: false, user: staff.sales })).rejects.toThrow(/قیمت واحد ردیف ۱/)
    await expect(payload.update({ collection: 'quote-requests', id: quote.id, data: { status: 'accepted' }, overrideAccess: false, user: staff.sales })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'quote-requests', id: quote.id, depth: 0 })).status).toBe('sent')
  })
})

describe('a quote and its order', () => {
  it('is sent with its dates and an SMS, shows as a proforma numbered as the request, and becomes one order at the quoted prices, even accepted twice at once', async () => {
    const quote = await priced(await sent(buyer))
    expect(quote.status).toBe('quoted')
    expect(new Date(quote.validUntil!).getTime() - new Date(quote.quotedAt!).getTime()).toBe(3 * 24 * 3600 * 1000)
    // The customer is texted the link to their quote, in the language they asked in.
    await vi.waitFor(async () => expect((await textsTo(buyer.mobile!)).join('\n')).toContain(`${quote.reference} آماده است: /rfq/${quote.id}`))
    const viewer = asCustomer(buyer)
    const proforma = await quoteProforma(payload, viewer, quote, 'fa')
    expect(proforma).toMatchObject({ kind: 'quote', number: quote.reference, freightCharge: 4_500_000 })
    // 2.5 t × 41,250,000 = 103,125,000 toman, VAT on the goods, the freight after the tax.
    expect(proforma!.totals.subtotal).toBe(103_125_000)
    expect(proforma!.totals.total).toBe(103_125_000 + proforma!.totals.vat + 4_500_000)

    const [first, second] = await Promise.all([acceptQuote(payload, viewer, quote.id, delivery, 'fa'), acceptQuote(payload, viewer, quote.id, delivery, 'fa')])
    expect(first.ok && second.ok).toBe(true)
    if (!first.ok || !second.ok) return
    expect(first.orderId).toBe(second.orderId)
    expect([first.created, second.created].filter(Boolean)).toHaveLength(1)
    const orders = await payload.find({ collection: 'orders', where: { quote: { equals: quote.id } }, depth: 0 })
    expect(orders.totalDocs).toBe(1)
    const order = orders.docs[0]!
    expect(order.items).toHaveLength(1)
    expect(order.items[0]).toMatchObject({ unit: 'ton', quantity: 2.5, unitPrice: 41_250_000, lineTotal: 103_125_000, product: null })
    expect(order.items[0]!.kilograms).toBeCloseTo(2500)
    expect(order).toMatchObject({ freight: 4_500_000, total: 103_125_000 + 4_500_000, address: delivery.address, stage: 'not_checked' })
    const settings = await invoiceSettings(payload, 'fa')
    expect(orderTotals(order, settings).totals.total).toBe(proforma!.totals.total)
    // The English order reads the section in English.
    const english = await payload.findByID({ collection: 'orders', id: order.id, locale: 'en', depth: 0 })
    expect(english.items[0]!.title).toMatch(/^Square tube 40 × 2 mm, 6 m/)
    const after = await payload.findByID({ collection: 'quote-requests', id: quote.id, depth: 0 })
    expect(after.status).toBe('accepted')
    expect(after.history?.map((h) => h.status)).toEqual(['sent', 'quoted', 'accepted'])
    // A third accept later answers with the same order.
    expect(await acceptQuote(payload, viewer, quote.id, delivery, 'fa')).toEqual({ ok: true, orderId: order.id, created: false })
  })

  it('refuses someone else’s quote as not found and an expired one as expired, with no order', async () => {
    const quote = await priced(await sent(buyer), { days: 1 })
    expect(await acceptQuote(payload, asCustomer(other), quote.id, delivery, 'fa')).toEqual({ ok: false, error: 'notFound' })
    const later = new Date(Date.now() + 2 * 24 * 3600 * 1000)
    expect(await acceptQuote(payload, asCustomer(buyer), quote.id, delivery, 'fa', later)).toEqual({ ok: false, error: 'expired' })
    const after = await payload.findByID({ collection: 'quote-requests', id: quote.id, depth: 0 })
    expect(after.status).toBe('expired')
    expect(after.history?.map((h) => h.status)).toEqual(['sent', 'quoted', 'expired'])
    expect((await payload.count({ collection: 'orders', where: { quote: { equals: quote.id } } })).totalDocs).toBe(0)
    // Closed: staff can no longer move it.
    await expect(payload.update({ collection: 'quote-requests', id: quote.id, data: { status: 'quoted' }, overrideAccess: false, user: staff.sales })).rejects.toThrow()
  })

  it('refuses a quote not yet priced, and lets the customer decline', async () => {
    const quote = await sent(buyer)
    expect(await acceptQuote(payload, asCustomer(buyer), quote.id, delivery, 'fa')).toEqual({ ok: false, error: 'notQuoted' })
    expect(await declineQuote(payload, asCustomer(other), quote.id)).toBe('notFound')
    expect(await declineQuote(payload, asCustomer(buyer), quote.id)).toBe('declined')
    expect((await payload.findByID({ collection: 'quote-requests', id: quote.id, depth: 0 })).status).toBe('declined')
  })
})
