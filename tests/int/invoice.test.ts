import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Customer, Product, User } from '@/cms/payload-types'
import { customerViewer, staffViewer } from '@/lib/auth/viewer-of'
import { cartProforma, quoteNumber } from '@/lib/invoice/cart-proforma'
import { orderProforma } from '@/lib/invoice/proforma'
import { saveCart } from '@/lib/cart/server-cart'
import { checkoutSchema } from '@/lib/orders/checkout-schema'
import { placeOrder } from '@/lib/orders/place'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
let buyer: Customer
let stranger: Customer
let sales: User
let editor: User
let product: Product
let orderId: number

const checkout = checkoutSchema.parse({
  buyer: { kind: 'company', companyName: 'شرکت سازه‌گستر زاگرس', legalId: '14007650912', economicCode: '411122223333', registrationNumber: '9876', address: 'شیراز، بلوار چمران، پلاک ۴', postalCode: '7134567890', landline: '07136254321' },
  address: 'شیراز، شهرک صنعتی بزرگ، خیابان ۸',
  phone: '09173340011',
})

beforeAll(async () => {
  payload = await testPayload()
  buyer = await payload.create({ collection: 'customers', data: { name: 'مهدی زارعی', email: 'mehdi.invoice@example.com', mobile: '09173340011', password: 'steel-2026' } })
  stranger = await payload.create({ collection: 'customers', data: { name: 'Stranger', email: 'stranger.invoice@example.com', mobile: '09173340022', password: 'steel-2026' } })
  ;({ sales, editor } = await staffByRole(payload, ['sales', 'editor']))
  const { docs } = await payload.find({ collection: 'products', where: { and: [{ unit: { equals: 'branch' } }, { stock: { not_equals: 'out_of_stock' } }, { status: { equals: 'published' } }] }, limit: 1 })
  if (!docs[0]) throw new Error('the demo seed has no in-stock product sold by the branch')
  product = docs[0]
  const placed = await placeOrder(payload, { customerId: buyer.id, locale: 'fa', lines: [{ productId: product.id, quantity: 3 }], checkout, key: randomUUID() })
  if (!placed.ok) throw new Error(`not placed: ${placed.error}`)
  orderId = placed.orderId
})

describe('the proforma invoice of an order', () => {
  it("names both parties, prices the order's lines with this year's VAT and writes the total in Persian words", async () => {
    const invoice = await orderProforma(payload, customerViewer(buyer), orderId, 'fa')
    expect(invoice).not.toBeNull()
    const subtotal = product.price * 3
    const vat = Math.floor((subtotal * 10 + 50) / 100)
    expect(invoice!.totals).toEqual({ subtotal, vatRate: 10, vat, total: subtotal + vat })
    expect(invoice!.items).toEqual([expect.objectContaining({ quantity: 3, unitPrice: product.price, lineTotal: subtotal, unit: 'branch' })])
    expect(invoice!.buyer).toMatchObject({ kind: 'company', name: 'شرکت سازه‌گستر زاگرس', legalId: '14007650912' })
    expect(invoice!.seller).toMatchObject({ nationalId: '10380284790', legalName: expect.stringContaining('اروند') })
    expect(invoice!.bank.iban).toMatch(/^IR\d{24}$/)
    expect(invoice!.number).toMatch(/^PF-/)
    expect(invoice!.totalInWords).toMatch(/هزار/)
    // Valid for the sales office's number of days from the day it was ordered.
    expect(new Date(invoice!.validUntil).getTime() - new Date(invoice!.issuedAt).getTime()).toBe(24 * 60 * 60 * 1000)
  })

  it("is written in the page's language", async () => {
    const en = await orderProforma(payload, customerViewer(buyer), orderId, 'en')
    expect(en!.totalInWords).toMatch(/^[a-z -]+$/)
    expect(en!.seller.legalName).toMatch(/Arvand/)
    const ar = await orderProforma(payload, customerViewer(buyer), orderId, 'ar')
    expect(ar!.seller.legalName).toMatch(/أروند/)
  })

  it('is opened by its customer and by the sales office only', async () => {
    expect(await orderProforma(payload, staffViewer(sales), orderId, 'fa')).not.toBeNull()
    expect(await orderProforma(payload, customerViewer(stranger), orderId, 'fa')).toBeNull()
    expect(await orderProforma(payload, staffViewer(editor), orderId, 'fa')).toBeNull()
    expect(await orderProforma(payload, customerViewer(buyer), 987_654_321, 'fa')).toBeNull()
  })
})

describe('the proforma of a cart before ordering', () => {
  it("quotes today's prices with VAT for the customer's saved company, under one number for the same cart and day", async () => {
    await saveCart(payload, buyer.id, [{ productId: product.id, quantity: 2 }])
    const now = new Date()
    const quote = await cartProforma(payload, customerViewer(buyer), 'fa', now)
    const subtotal = product.price * 2
    expect(quote!.totals).toEqual({ subtotal, vatRate: 10, vat: Math.floor((subtotal * 10 + 50) / 100), total: subtotal + Math.floor((subtotal * 10 + 50) / 100) })
    // The legal details saved at the last checkout name the buyer; there is no delivery yet.
    expect(quote!.buyer).toMatchObject({ kind: 'company', name: 'شرکت سازه‌گستر زاگرس' })
    expect(quote!.delivery).toBeNull()
    expect(quote!.number).toMatch(/^Q-14\d{6}-[0-9A-F]{6}$/)
    expect((await cartProforma(payload, customerViewer(buyer), 'en', now))!.number).toBe(quote!.number)
    await saveCart(payload, buyer.id, [{ productId: product.id, quantity: 3 }])
    expect((await cartProforma(payload, customerViewer(buyer), 'fa', now))!.number).not.toBe(quote!.number)
  })

  it('is none for an empty cart, and names a customer without saved details by their name', async () => {
    await saveCart(payload, stranger.id, [])
    expect(await cartProforma(payload, customerViewer(stranger), 'fa')).toBeNull()
    await saveCart(payload, stranger.id, [{ productId: product.id, quantity: 1 }])
    expect((await cartProforma(payload, customerViewer(stranger), 'fa'))!.buyer).toEqual({ kind: 'person', name: 'Stranger' })
    expect(quoteNumber(1, [{ productId: 1, quantity: 1, unitPrice: 10 }], new Date('2026-11-25T10:00:00Z'))).toMatch(/^Q-14050904-/)
  })
})

describe('invoice settings', () => {
  it('are read and kept by the sales office, not by the public or other staff', async () => {
    await expect(payload.findGlobal({ slug: 'invoice-settings', overrideAccess: false })).rejects.toThrow()
    await expect(payload.findGlobal({ slug: 'invoice-settings', overrideAccess: false, user: { ...buyer, collection: 'customers' } })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'invoice-settings', data: { validityDays: 3 }, overrideAccess: false, user: editor })).rejects.toThrow()
    const updated = await payload.updateGlobal({ slug: 'invoice-settings', data: { validityDays: 2 }, overrideAccess: false, user: sales })
    expect(updated.validityDays).toBe(2)
    await payload.updateGlobal({ slug: 'invoice-settings', data: { validityDays: 1 } })
  })

  it('refuse an IBAN, a card number or a national ID that fails its check digits', async () => {
    await expect(payload.updateGlobal({ slug: 'invoice-settings', data: { bank: { iban: 'IR060170000000123456789012' } } })).rejects.toThrow(/IBAN|شبا/)
    await expect(payload.updateGlobal({ slug: 'invoice-settings', data: { bank: { card: '6037991234567890' } } })).rejects.toThrow(/card|کارت/)
    await expect(payload.updateGlobal({ slug: 'invoice-settings', data: { seller: { nationalId: '10380284791' } } })).rejects.toThrow(/ID|شناسه/)
    const kept = await payload.findGlobal({ slug: 'invoice-settings' })
    expect(kept.bank?.iban).toBe('IR050170000000123456789012')
  })
})
