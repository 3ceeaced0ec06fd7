import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Customer, Order, User } from '@/cms/payload-types'
import { customerViewer } from '@/lib/auth/viewer-of'
import { orderTotals } from '@/lib/invoice/proforma'
import { invoiceSettings } from '@/lib/invoice/settings'
import { checkoutSchema } from '@/lib/orders/checkout-schema'
import { placeOrder } from '@/lib/orders/place'
import { metricValue } from './metric-value'
import { orderReceipts, submitReceipt } from '@/lib/payments/receipts'
import { outboxPath } from '@/lib/sms/console'
import { testPayload } from './payload'
import { api } from './rest'
import { staffByRole } from './staff'

let payload: Payload
let owner: Customer
let stranger: Customer
let sales: User
let admin: User
let editor: User
let order: Order
let payable: number
let photo: Buffer

const details = (trackingNumber: string, amount: number) => ({ amount: String(amount), trackingNumber, transferDate: '1405-08-20' })
/** Half of what the order asks, confirmed first; the rest later. */
const half = () => Math.floor(payable / 2)
const countOf = async (collection: 'payment-receipts' | 'private-files') => (await payload.count({ collection, where: collection === 'private-files' ? { kind: { equals: 'receipt' } } : { order: { equals: order.id } } })).totalDocs
const freshOrder = () => payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
const texts = async (mobile: string) => (await readFile(outboxPath(), 'utf8').catch(() => '')).split('\n').filter((l) => l.split('\t')[1] === mobile).map((l) => l.split('\t')[2]!)

/** The customer's text arrives after the save (it never holds the staff member up): wait for it. */
async function textContaining(mobile: string, part: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const found = (await texts(mobile)).find((t) => t.includes(part))
    if (found) return found
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no text to ${mobile} containing ${part}`)
}

beforeAll(async () => {
  payload = await testPayload()
  owner = await payload.create({ collection: 'customers', data: { name: 'نسرین کاظمی', email: 'nasrin.receipts@example.com', mobile: '09173350011', password: 'steel-2026' } })
  stranger = await payload.create({ collection: 'customers', data: { name: 'Stranger', email: 'stranger.receipts@example.com', mobile: '09173350022', password: 'steel-2026' } })
  ;({ sales, admin, editor } = await staffByRole(payload, ['sales', 'admin', 'editor']))
  const { docs } = await payload.find({ collection: 'products', where: { and: [{ stock: { not_equals: 'out_of_stock' } }, { status: { equals: 'published' } }] }, limit: 1 })
  const checkout = checkoutSchema.parse({ buyer: { kind: 'person', nationalCode: '0013542419' }, address: 'رشت، خیابان لاکانی، پلاک ۳', phone: '09173350011' })
  const placed = await placeOrder(payload, { customerId: owner.id, locale: 'fa', lines: [{ productId: docs[0]!.id, quantity: 2 }], checkout, key: randomUUID() })
  if (!placed.ok) throw new Error(placed.error)
  order = await payload.findByID({ collection: 'orders', id: placed.orderId, depth: 0 })
  payable = orderTotals(order, await invoiceSettings(payload, 'fa')).totals.total
  photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ccc' } }).jpeg().toBuffer()
})

describe('transfer receipts', () => {
  it('are taken from the order’s customer and say "receipt sent" without touching the production stage', async () => {
    expect(order.paymentState).toBe('unpaid')
    const files = await countOf('private-files')
    const counted = await metricValue('shop_receipts_created_total')
    const result = await submitReceipt(payload, customerViewer(owner), order.id, { data: details('۷۷۱۲۳۴', half()), file: photo })
    expect(result).toMatchObject({ ok: true })
    expect(await metricValue('shop_receipts_created_total')).toBe(counted + 1)
    const now = await freshOrder()
    expect(now).toMatchObject({ paymentState: 'receipt_sent', paidAmount: 0, stage: 'not_checked' })
    expect(await countOf('private-files')).toBe(files + 1)
    const [row] = await orderReceipts(payload, customerViewer(owner), order.id)
    expect(row).toMatchObject({ amount: half(), trackingNumber: '771234', transferDate: '1405-08-20', status: 'pending' })
  })

  it('refuse a second receipt with the same tracking number, a renamed page and another customer’s order, storing nothing', async () => {
    const [receipts, files] = [await countOf('payment-receipts'), await countOf('private-files')]
    const counted = await metricValue('shop_receipts_created_total')
    expect(await submitReceipt(payload, customerViewer(owner), order.id, { data: details('771234', 500_000), file: photo })).toEqual({ ok: false, status: 409, fieldErrors: { trackingNumber: 'duplicateTracking' } })
    expect(await submitReceipt(payload, customerViewer(owner), order.id, { data: details('881234', 500_000), file: Buffer.from('<html><body>paid</body></html>') })).toEqual({ ok: false, status: 400, file: 'wrongType' })
    expect(await submitReceipt(payload, customerViewer(owner), order.id, { data: details('', 500_000), file: null })).toEqual({ ok: false, status: 400, fieldErrors: { trackingNumber: 'required' }, file: 'missing' })
    expect(await submitReceipt(payload, customerViewer(stranger), order.id, { data: details('991234', 500_000), file: photo })).toEqual({ ok: false, status: 404 })
    expect(await submitReceipt(payload, customerViewer(owner), 987_654_321, { data: details('991234', 500_000), file: photo })).toEqual({ ok: false, status: 404 })
    expect([await countOf('payment-receipts'), await countOf('private-files')]).toEqual([receipts, files])
    expect(await metricValue('shop_receipts_created_total')).toBe(counted)
  })

  it('keep one of three sent with one tracking number at the same moment; the others are told it is a duplicate (409), nothing else stored', async () => {
    // An order of its own: the receipts kept here must not count towards the first order's payment.
    const { docs } = await payload.find({ collection: 'products', where: { and: [{ stock: { equals: 'in_stock' } }, { status: { equals: 'published' } }] }, limit: 1 })
    const checkout = checkoutSchema.parse({ buyer: { kind: 'person', nationalCode: '0013542419' }, address: 'رشت، خیابان لاکانی، پلاک ۳', phone: '09173350011' })
    const placed = await placeOrder(payload, { customerId: owner.id, locale: 'fa', lines: [{ productId: docs[0]!.id, quantity: 1 }], checkout, key: randomUUID() })
    if (!placed.ok) throw new Error(placed.error)
    const kept = () => payload.count({ collection: 'payment-receipts', where: { order: { equals: placed.orderId } } })
    const files = await countOf('private-files')
    const results = await Promise.all([0, 1, 2].map(() => submitReceipt(payload, customerViewer(owner), placed.orderId, { data: details('556677', 1_000), file: photo })))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, status: 409, fieldErrors: { trackingNumber: 'duplicateTracking' } },
      { ok: false, status: 409, fieldErrors: { trackingNumber: 'duplicateTracking' } },
    ])
    expect([(await kept()).totalDocs, await countOf('private-files')]).toEqual([1, files + 1])
  })

  it('refuse a page dressed as a PDF (its header and end marker, HTML between) as a wrong file, storing nothing', async () => {
    const [receipts, files] = [await countOf('payment-receipts'), await countOf('private-files')]
    const counted = await metricValue('shop_receipts_created_total')
    const fake = Buffer.from('%PDF-1.4\n<!doctype html><html><body><script>alert(1)</script>paid</body></html>\n%%EOF\n')
    expect(await submitReceipt(payload, customerViewer(owner), order.id, { data: details('667788', 1_000), file: fake })).toEqual({ ok: false, status: 400, file: 'wrongType' })
    expect([await countOf('payment-receipts'), await countOf('private-files')]).toEqual([receipts, files])
    expect(await metricValue('shop_receipts_created_total')).toBe(counted)
  })

  it('are seen by their customer and by sales only', async () => {
    expect(await orderReceipts(payload, customerViewer(stranger), order.id)).toEqual([])
    const [own] = await orderReceipts(payload, customerViewer(owner), order.id)
    await expect(payload.findByID({ collection: 'payment-receipts', id: own!.id, overrideAccess: false, user: { ...stranger, collection: 'customers' } })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'payment-receipts', id: own!.id, overrideAccess: false, user: editor })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'payment-receipts', id: own!.id, overrideAccess: false, user: sales })).trackingNumber).toBe('771234')
    // Through REST and GraphQL, a stranger's answer is the same as for a receipt that does not exist.
    const login = await api('POST', '/customers/login', { json: { email: 'stranger.receipts@example.com', password: 'steel-2026' } })
    const { token } = (await login.json()) as { token: string }
    expect((await api('GET', `/payment-receipts/${own!.id}`, { token })).status).toBe(404)
    expect((await api('GET', `/payment-receipts/987654321`, { token })).status).toBe(404)
    expect(((await (await api('GET', `/payment-receipts?where[order][equals]=${order.id}`, { token })).json()) as { docs: unknown[] }).docs).toEqual([])
    const graphql = (await (await api('POST', '/graphql', { json: { query: `{ PaymentReceipt(id: ${own!.id}) { trackingNumber } PaymentReceipts(where: { order: { equals: ${order.id} } }) { docs { trackingNumber } } }` }, token })).json()) as {
      data?: { PaymentReceipt: unknown; PaymentReceipts: { docs: unknown[] } }
    }
    expect(graphql.data?.PaymentReceipt ?? null).toBeNull()
    expect(graphql.data?.PaymentReceipts.docs).toEqual([])
    // The customer cannot review their own receipt.
    await expect(payload.update({ collection: 'payment-receipts', id: own!.id, data: { status: 'confirmed' }, overrideAccess: false, user: { ...owner, collection: 'customers' } })).rejects.toThrow()
  })

  it('confirmed in part make the order partially paid and text the customer; a rejection needs a reason and is texted with it', async () => {
    const [first] = await orderReceipts(payload, customerViewer(owner), order.id)
    await payload.update({ collection: 'payment-receipts', id: first!.id, data: { status: 'confirmed' }, overrideAccess: false, user: sales })
    expect(await freshOrder()).toMatchObject({ paymentState: 'partially_paid', paidAmount: half(), stage: 'not_checked' })
    expect(await textContaining(owner.mobile, 'تأیید شد')).toContain(new Intl.NumberFormat('fa-IR').format(half()))
    const reviewed = await payload.findByID({ collection: 'payment-receipts', id: first!.id, depth: 0 })
    expect(reviewed.reviewedBy).toBe(sales.id)

    const second = await submitReceipt(payload, customerViewer(owner), order.id, { data: details('AB-5566', 100_000), file: photo })
    if (!second.ok) throw new Error('second receipt refused')
    expect((await freshOrder()).paymentState).toBe('receipt_sent')
    await expect(payload.update({ collection: 'payment-receipts', id: second.id, data: { status: 'rejected' }, overrideAccess: false, user: sales })).rejects.toThrow(/دلیل|reason/)
    await payload.update({ collection: 'payment-receipts', id: second.id, data: { status: 'rejected', rejectionReason: 'مبلغ به حساب نرسیده است' }, overrideAccess: false, user: sales })
    expect(await freshOrder()).toMatchObject({ paymentState: 'partially_paid', paidAmount: half() })
    expect(await textContaining(owner.mobile, 'رد شد')).toContain('مبلغ به حساب نرسیده است')

    // Decided is decided for sales; an admin may correct it.
    await expect(payload.update({ collection: 'payment-receipts', id: second.id, data: { status: 'confirmed' }, overrideAccess: false, user: sales })).rejects.toThrow()
    await payload.update({ collection: 'payment-receipts', id: second.id, data: { status: 'pending' }, overrideAccess: false, user: admin })
    expect((await freshOrder()).paymentState).toBe('receipt_sent')
    await payload.update({ collection: 'payment-receipts', id: second.id, data: { status: 'rejected', rejectionReason: 'تکراری' }, overrideAccess: false, user: admin })
  })

  it('confirmed up to the payable total (VAT included) make the order paid, its stage still its own', async () => {
    const rest = await submitReceipt(payload, customerViewer(owner), order.id, { data: details('990011', payable - half()), file: photo })
    if (!rest.ok) throw new Error('last receipt refused')
    await payload.update({ collection: 'payment-receipts', id: rest.id, data: { status: 'confirmed' }, overrideAccess: false, user: sales })
    expect(await freshOrder()).toMatchObject({ paymentState: 'paid', paidAmount: payable, stage: 'not_checked' })
  })
})
