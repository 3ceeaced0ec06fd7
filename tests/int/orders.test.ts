import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Customer, Product, User } from '@/cms/payload-types'
import { customerViewer } from '@/lib/auth/viewer-of'
import { mergeGuestCart, readCart, saveCart } from '@/lib/cart/server-cart'
import { quoteCart } from '@/lib/cart/quote'
import { checkoutSchema } from '@/lib/orders/checkout-schema'
import { getOrder, listOrders } from '@/lib/orders/customer-orders'
import { placeOrder } from '@/lib/orders/place'
import { metricValue } from './metric-value'
import { testPayload } from './payload'
import { statementsDuring } from './statements'
import { staffByRole } from './staff'

let payload: Payload
let ali: Customer
let zahra: Customer
let sales: User
let admin: User
let editor: User
let byBranch: Product
let byKg: Product

const checkout = checkoutSchema.parse({ buyer: { kind: 'person', nationalCode: '0499370899' }, address: 'تهران، خیابان آزادی، پلاک ۱۲', phone: '۰۲۱-۸۸۷۷۶۶۵۵' })

beforeAll(async () => {
  payload = await testPayload()
  ali = await payload.create({ collection: 'customers', data: { name: 'Ali', email: 'ali.orders@example.com', mobile: '09171112233', password: 'steel-2026' } })
  zahra = await payload.create({ collection: 'customers', data: { name: 'Zahra', email: 'zahra.orders@example.com', mobile: '09171114455', password: 'steel-2026' } })
  ;({ sales, admin, editor } = await staffByRole(payload, ['sales', 'admin', 'editor']))
  const { docs: branch } = await payload.find({ collection: 'products', where: { and: [{ unit: { equals: 'branch' } }, { stock: { not_equals: 'out_of_stock' } }, { status: { equals: 'published' } }] }, limit: 1 })
  const { docs: kg } = await payload.find({ collection: 'products', where: { and: [{ unit: { equals: 'kg' } }, { stock: { not_equals: 'out_of_stock' } }, { status: { equals: 'published' } }] }, limit: 1 })
  // The demo catalogue sells by the branch and by the kilogram: both must be there to test.
  if (!branch[0] || !kg[0]) throw new Error('the demo seed has no in-stock product sold by the branch and one by the kilogram')
  byBranch = branch[0]
  byKg = kg[0]
})

describe('cart', () => {
  it('is priced from the database, in whole branches or fractional kilograms', async () => {
    const quote = await quoteCart(payload, 'fa', [
      { productId: byBranch.id, quantity: 2.6 },
      { productId: byKg.id, quantity: 12.345 },
      { productId: 999_999, quantity: 1 },
    ])
    const branchLine = quote.lines.find((l) => l.productId === byBranch.id)!
    expect(branchLine).toMatchObject({ quantity: 3, unitPrice: byBranch.price, lineTotal: byBranch.price * 3 })
    expect(quote.lines.find((l) => l.productId === byKg.id)!.quantity).toBe(12.35)
    expect(quote.unavailable).toEqual([999_999])
    expect(quote.total).toBe(quote.lines.reduce((s, l) => s + l.lineTotal, 0))
  })

  it('is priced in three statements: the products, their categories and their pictures', async () => {
    let quote: Awaited<ReturnType<typeof quoteCart>> | undefined
    const sent = await statementsDuring(payload, async () => {
      quote = await quoteCart(payload, 'ar', [{ productId: byBranch.id, quantity: 1 }, { productId: byKg.id, quantity: 1 }])
    })
    expect(quote!.lines).toHaveLength(2)
    for (const product of [byBranch, byKg]) {
      const line = quote!.lines.find((l) => l.productId === product.id)!
      const category = await payload.findByID({ collection: 'categories', id: typeof product.category === 'number' ? product.category : product.category.id, depth: 0 })
      expect(line.path).toBe(`/pr/${category.slug}/${product.id}`)
      expect(line.image?.url).toMatch(/^\/api\/media\/file\//)
    }
    expect(sent, sent.join('\n')).toHaveLength(3)
  })

  it('is kept on the server and a guest cart merges in without doubling', async () => {
    await saveCart(payload, ali.id, [{ productId: byBranch.id, quantity: 2 }])
    await mergeGuestCart(payload, ali.id, [{ productId: byBranch.id, quantity: 1 }, { productId: byKg.id, quantity: 5 }])
    const again = await mergeGuestCart(payload, ali.id, [{ productId: byKg.id, quantity: 5 }])
    expect(again).toEqual(expect.arrayContaining([{ productId: byBranch.id, quantity: 2 }, { productId: byKg.id, quantity: 5 }]))
    expect(await readCart(payload, ali.id)).toHaveLength(2)
    await expect(payload.find({ collection: 'carts', overrideAccess: false, user: { ...zahra, collection: 'customers' } })).resolves.toMatchObject({ totalDocs: 0 })
  })
})

describe('placing an order', () => {
  it('snapshots titles and prices, starts as not checked and counts a sale', async () => {
    const before = (await payload.findByID({ collection: 'products', id: byBranch.id })).sales ?? 0
    const counted = await metricValue('shop_orders_created_total')
    const result = await placeOrder(payload, { customerId: ali.id, locale: 'en', lines: [{ productId: byBranch.id, quantity: 4 }], checkout, key: randomUUID() })
    if (!result.ok) throw new Error(result.error)
    expect(await metricValue('shop_orders_created_total')).toBe(counted + 1)
    expect(result.orderNumber).toMatch(/^AS-[2-9A-Z]{4}-[2-9A-Z]{4}$/)
    const order = await payload.findByID({ collection: 'orders', id: result.orderId, locale: 'en' })
    const english = await payload.findByID({ collection: 'products', id: byBranch.id, locale: 'en' })
    expect(order).toMatchObject({ stage: 'not_checked', total: byBranch.price * 4, phone: '02188776655', locale: 'en' })
    expect(order.items[0]).toMatchObject({ title: english.title, unit: 'branch', quantity: 4, unitPrice: byBranch.price, lineTotal: byBranch.price * 4 })
    // The line's weight from the branch's weight when ordered (the seed's branches have one).
    expect(english.kgPerUnit).toBeGreaterThan(0)
    expect(order.items[0]!.kilograms).toBeCloseTo(english.kgPerUnit! * 4, 1)
    expect(order.history).toHaveLength(1)
    expect((await payload.findByID({ collection: 'products', id: byBranch.id })).sales).toBe(before + 1)

    // A later price change does not touch the order.
    await payload.update({ collection: 'products', id: byBranch.id, data: { price: byBranch.price + 1000 }, context: { skipRevalidate: true } })
    expect((await payload.findByID({ collection: 'orders', id: result.orderId })).items[0]!.unitPrice).toBe(byBranch.price)
    await payload.update({ collection: 'products', id: byBranch.id, data: { price: byBranch.price }, context: { skipRevalidate: true } })
  })

  it('creates exactly one order for 20 concurrent submissions with one key', async () => {
    const key = randomUUID()
    const before = (await payload.findByID({ collection: 'products', id: byKg.id })).sales ?? 0
    const counted = await metricValue('shop_orders_created_total')
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(payload, { customerId: zahra.id, locale: 'fa', lines: [{ productId: byKg.id, quantity: 3 }], checkout, key })),
    )
    const ids = new Set(results.map((r) => (r.ok ? r.orderId : null)))
    expect(ids.size).toBe(1)
    expect([...ids][0]).not.toBeNull()
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1)
    const { totalDocs } = await payload.count({ collection: 'orders', where: { submissionKey: { equals: key } } })
    expect(totalDocs).toBe(1)
    expect((await payload.findByID({ collection: 'products', id: byKg.id })).sales).toBe(before + 1)
    // The metrics count orders created, not submissions.
    expect(await metricValue('shop_orders_created_total')).toBe(counted + 1)
  })

  it('refuses a key that already placed another cart, instead of answering with that order', async () => {
    const key = randomUUID()
    const first = await placeOrder(payload, { customerId: zahra.id, locale: 'fa', lines: [{ productId: byKg.id, quantity: 2 }], checkout, key })
    expect(first).toMatchObject({ ok: true, created: true })
    // The same cart again (a double click, a retry) is that order; one written another way too.
    expect(await placeOrder(payload, { customerId: zahra.id, locale: 'fa', lines: [{ productId: byKg.id, quantity: 1 }, { productId: byKg.id, quantity: 1 }], checkout, key })).toMatchObject({ ok: true, created: false, orderId: first.ok ? first.orderId : -1 })
    expect(await placeOrder(payload, { customerId: zahra.id, locale: 'fa', lines: [{ productId: byKg.id, quantity: 5 }], checkout, key })).toEqual({ ok: false, error: 'keyReused' })
    expect((await payload.count({ collection: 'orders', where: { submissionKey: { equals: key } } })).totalDocs).toBe(1)
  })

  it('refuses an empty cart or one with products no longer sold', async () => {
    expect(await placeOrder(payload, { customerId: ali.id, locale: 'fa', lines: [], checkout, key: randomUUID() })).toEqual({ ok: false, error: 'empty' })
    expect(await placeOrder(payload, { customerId: ali.id, locale: 'fa', lines: [{ productId: 999_999, quantity: 1 }], checkout, key: randomUUID() })).toEqual({ ok: false, error: 'unavailable', unavailable: [999_999] })
  })

  it('takes an out-of-stock product as made to order, and refuses, by name, one staff stopped', async () => {
    const { docs } = await payload.find({ collection: 'products', where: { and: [{ status: { equals: 'published' } }, { id: { not_in: [byBranch.id, byKg.id] } }] }, limit: 2, depth: 0 })
    const [outOfStock, stopped] = docs as [Product, Product]
    await payload.update({ collection: 'products', id: outOfStock.id, data: { stock: 'out_of_stock' } })
    await payload.update({ collection: 'products', id: stopped.id, data: { orderable: false } })
    try {
      const quote = await quoteCart(payload, 'en', [{ productId: outOfStock.id, quantity: 1 }, { productId: byKg.id, quantity: 1 }, { productId: stopped.id, quantity: 1 }])
      expect(quote.lines.map((l) => [l.productId, l.madeToOrder])).toEqual([[outOfStock.id, true], [byKg.id, byKg.stock !== 'in_stock']])
      expect(quote.unavailable).toEqual([stopped.id])
      const stoppedEn = await payload.findByID({ collection: 'products', id: stopped.id, locale: 'en', depth: 0 })
      expect(quote.notOrderable).toEqual([stoppedEn.title])

      const placed = await placeOrder(payload, { customerId: ali.id, locale: 'fa', lines: [{ productId: outOfStock.id, quantity: 1 }], checkout, key: randomUUID() })
      expect(placed).toMatchObject({ ok: true, created: true })
      const order = await payload.findByID({ collection: 'orders', id: placed.ok ? placed.orderId : -1, depth: 0 })
      expect(order.items.map((i) => i.madeToOrder)).toEqual([true])
      expect(await placeOrder(payload, { customerId: ali.id, locale: 'fa', lines: [{ productId: stopped.id, quantity: 1 }], checkout, key: randomUUID() })).toEqual({ ok: false, error: 'unavailable', unavailable: [stopped.id] })
    } finally {
      await payload.update({ collection: 'products', id: outOfStock.id, data: { stock: outOfStock.stock } })
      await payload.update({ collection: 'products', id: stopped.id, data: { orderable: true } })
    }
  })

  it('checks the delivery details on the server as the form does', () => {
    const r = checkoutSchema.safeParse({ address: 'short', phone: '12', note: 'x'.repeat(1001) })
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['buyer', 'required'],
      ['address', 'address'],
      ['phone', 'phone'],
      ['note', 'note'],
    ])
    expect(checkoutSchema.parse({ buyer: { kind: 'person', nationalCode: '0499370899' }, address: 'Tehran, Azadi St. 12', phone: '+98 917 111 2233' }).phone).toBe('09171112233')
  })
})

describe('stages', () => {
  let orderId: number
  beforeAll(async () => {
    const r = await placeOrder(payload, { customerId: ali.id, locale: 'fa', lines: [{ productId: byBranch.id, quantity: 1 }], checkout, key: randomUUID() })
    if (!r.ok) throw new Error(r.error)
    orderId = r.orderId
  })
  const move = (user: User, stage: string, stageReason?: string) =>
    payload.update({ collection: 'orders', id: orderId, data: { stage: stage as 'in_production', stageReason }, overrideAccess: false, user })

  it('sales staff move an order forward, and each change is kept with who and when', async () => {
    await move(sales, 'raw_materials')
    const order = await move(sales, 'in_production')
    expect(order.stage).toBe('in_production')
    expect(order.history!.map((h) => h.stage)).toEqual(['not_checked', 'raw_materials', 'in_production'])
    expect(order.history!.at(-1)).toMatchObject({ byName: sales.name })
    expect(new Date(order.history!.at(-1)!.at).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('only an admin moves an order back, and only with a reason', async () => {
    await expect(move(sales, 'raw_materials', 'mistake')).rejects.toThrow(/مدیر/)
    await expect(move(admin, 'raw_materials')).rejects.toThrow(/دلیل/)
    const back = await move(admin, 'raw_materials', 'ورق اشتباه ثبت شد')
    expect(back.history!.at(-1)).toMatchObject({ stage: 'raw_materials', reason: 'ورق اشتباه ثبت شد' })
    expect(back.stageReason ?? null).toBeNull()
  })

  it('staff without the sales role cannot touch orders, and nobody changes the prices', async () => {
    await expect(move(editor, 'delivered')).rejects.toThrow()
    const order = await payload.update({ collection: 'orders', id: orderId, data: { total: 1, items: [] }, overrideAccess: false, user: sales })
    expect(order.total).toBeGreaterThan(1)
    expect(order.items).toHaveLength(1)
  })
})

describe('order access', () => {
  it('a customer reads only their own orders; another customer’s id is not found', async () => {
    const mine = await listOrders(payload, customerViewer(ali), 1, 'fa')
    expect(mine.orders.length).toBeGreaterThan(0)
    // A page past the end (an old link) shows the last page, not "no orders yet".
    const past = await listOrders(payload, customerViewer(ali), 99, 'fa')
    expect(past.orders.length).toBeGreaterThan(0)
    expect(past.page).toBe(past.pages)
    const { docs: all } = await payload.find({ collection: 'orders', where: { customer: { equals: zahra.id } }, limit: 1 })
    expect(await getOrder(payload, customerViewer(ali), all[0]!.id, 'fa')).toBeNull()
    expect(await getOrder(payload, customerViewer(zahra), all[0]!.id, 'fa')).not.toBeNull()
    const seen = await payload.find({ collection: 'orders', overrideAccess: false, user: { ...ali, collection: 'customers' }, limit: 100 })
    expect(seen.docs.every((o) => (typeof o.customer === 'object' ? o.customer.id : o.customer) === ali.id)).toBe(true)
    await expect(payload.find({ collection: 'orders', overrideAccess: false })).rejects.toThrow()
    await expect(payload.create({ collection: 'orders', data: { orderNumber: 'X', customer: ali.id, items: [], total: 0, address: 'x', phone: 'x', submissionKey: 'x' } as never, overrideAccess: false, user: { ...ali, collection: 'customers' } })).rejects.toThrow()
  })
})
