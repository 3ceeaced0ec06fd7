import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Customer, Product } from '@/cms/payload-types'
import { customerViewer } from '@/lib/auth/viewer-of'
import { saveBuyer, savedBuyer } from '@/lib/orders/buyer'
import { buyerSchema } from '@/lib/orders/buyer-schema'
import { checkoutFor } from '@/lib/orders/checkout'
import { testPayload } from './payload'

let payload: Payload
let sara: Customer
let reza: Customer
let product: Product

const company = {
  kind: 'company',
  companyName: 'شرکت ساختمانی البرز',
  legalId: '۱۰۳۸۰۲۸۴۷۹۰',
  economicCode: '411111111111',
  registrationNumber: '12345',
  address: 'تهران، خیابان ولیعصر، پلاک ۱۰',
  postalCode: '1234567890',
  landline: '021-88776655',
} as const

const delivery = { address: 'کرج، جاده مخصوص، کیلومتر ۱۲', phone: '09173330011' }
const checkout = (c: Customer, buyer: unknown) =>
  checkoutFor(payload, async () => customerViewer(c), 'fa', { lines: [{ productId: product.id, quantity: 1 }], checkout: { ...delivery, buyer }, key: randomUUID() })
const ordersOf = async (c: Customer) => (await payload.count({ collection: 'orders', where: { customer: { equals: c.id } } })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  sara = await payload.create({ collection: 'customers', data: { name: 'سارا کریمی', email: 'sara.buyer@example.com', mobile: '09173330011', password: 'steel-2026' } })
  reza = await payload.create({ collection: 'customers', data: { name: 'رضا نادری', email: 'reza.buyer@example.com', mobile: '09173330022', password: 'steel-2026' } })
  const { docs } = await payload.find({ collection: 'products', where: { and: [{ stock: { not_equals: 'out_of_stock' } }, { status: { equals: 'published' } }] }, limit: 1 })
  if (!docs[0]) throw new Error('the demo seed has no product in stock')
  product = docs[0]
})

describe("the buyer's legal details", () => {
  it('check a national code, a company national ID and a postal code by their rules, in any digits', () => {
    expect(buyerSchema.safeParse({ kind: 'person', nationalCode: '۰۴۹۹۳۷۰۸۹۹' }).data).toEqual({ kind: 'person', nationalCode: '0499370899' })
    expect(buyerSchema.safeParse({ kind: 'person', nationalCode: '0499370898' }).error?.issues[0]?.message).toBe('nationalCode')
    const parsed = buyerSchema.parse(company)
    expect(parsed).toMatchObject({ legalId: '10380284790', postalCode: '1234567890' })
    expect(buyerSchema.safeParse({ ...company, legalId: '10380284791' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['legalId'])
    expect(buyerSchema.safeParse({ ...company, postalCode: '123456789' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['postalCode'])
    expect(buyerSchema.safeParse({ kind: 'company', companyName: 'x' }).success).toBe(false)
  })

  it('are refused at checkout with the field named, and nothing is ordered or saved', async () => {
    const before = await ordersOf(reza)
    const result = await checkout(reza, { kind: 'person', nationalCode: '1234567890' })
    expect(result).toEqual({ ok: false, fieldErrors: { 'buyer.nationalCode': 'nationalCode' } })
    const companyResult = await checkout(reza, { ...company, legalId: '123' })
    expect(companyResult.ok ? null : companyResult.fieldErrors).toEqual({ 'buyer.legalId': 'legalId' })
    expect(await ordersOf(reza)).toBe(before)
    expect((await savedBuyer(payload, customerViewer(reza))).kind).toBe('person')
    expect((await savedBuyer(payload, customerViewer(reza))).nationalCode).toBe('')
  })

  it("are copied into the order as ordered, and a later profile change leaves the order's copy alone", async () => {
    const placed = await checkout(sara, company)
    if (!placed.ok) throw new Error(`not placed: ${JSON.stringify(placed)}`)
    const { docs } = await payload.find({ collection: 'orders', where: { orderNumber: { equals: placed.orderNumber } }, depth: 0 })
    const order = docs[0]!
    expect(order.buyer).toMatchObject({ kind: 'company', name: 'شرکت ساختمانی البرز', legalId: '10380284790', economicCode: '411111111111', postalCode: '1234567890', nationalCode: null })

    // What was typed at checkout is what the next checkout starts from.
    expect(await savedBuyer(payload, customerViewer(sara))).toMatchObject({ kind: 'company', companyName: 'شرکت ساختمانی البرز', legalId: '10380284790' })

    await saveBuyer(payload, customerViewer(sara), buyerSchema.parse({ kind: 'person', nationalCode: '0013542419' }))
    const now = await savedBuyer(payload, customerViewer(sara))
    expect(now).toMatchObject({ kind: 'person', nationalCode: '0013542419', companyName: '', legalId: '' })
    const again = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    expect(again.buyer).toEqual(order.buyer)
  })

  it("can be changed by their customer only, and the order's copy by no customer", async () => {
    await expect(
      payload.update({ collection: 'customers', id: sara.id, data: { buyer: { kind: 'person', nationalCode: '0084575948' } }, overrideAccess: false, user: { ...reza, collection: 'customers' } }),
    ).rejects.toThrow()
    expect((await savedBuyer(payload, customerViewer(sara))).nationalCode).toBe('0013542419')

    const { docs } = await payload.find({ collection: 'orders', where: { customer: { equals: sara.id } }, depth: 0, limit: 1 })
    await payload
      .update({ collection: 'orders', id: docs[0]!.id, data: { buyer: { kind: 'person', name: 'someone else', nationalCode: '0084575948' } }, overrideAccess: false, user: { ...sara, collection: 'customers' } })
      .catch(() => null)
    expect((await payload.findByID({ collection: 'orders', id: docs[0]!.id, depth: 0 })).buyer?.name).toBe('شرکت ساختمانی البرز')
  })
})
