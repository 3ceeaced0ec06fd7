import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload } from 'payload'
import { Orders } from '@/cms/collections/Orders'
import { Products } from '@/cms/collections/Products'
import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'
import type { Customer, Product } from '@/cms/payload-types'
import { customerViewer } from '@/lib/auth/viewer-of'
import { rawRows } from '@/lib/db/raw'
import type { Locale } from '@/lib/i18n/config'
import { checkoutSchema } from '@/lib/orders/checkout-schema'
import { getOrder } from '@/lib/orders/customer-orders'
import { placeOrder } from '@/lib/orders/place'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
let customer: Customer
let branch: Product
let other: Product
const titles: Record<number, Record<Locale, string>> = {}

const checkout = checkoutSchema.parse({ buyer: { kind: 'person', nationalCode: '0499370899' }, address: 'اصفهان، خیابان چهارباغ، پلاک ۸', phone: '09171239876' })
const context = { skipRevalidate: true }

async function titlesOf(id: number) {
  const read = (locale: Locale) => payload.findByID({ collection: 'products', id, locale, depth: 0 }).then((p) => p.title)
  return { fa: await read('fa'), en: await read('en'), ar: await read('ar') }
}

async function place(locale: Locale, products: Product[]) {
  const result = await placeOrder(payload, { customerId: customer.id, locale, lines: products.map((p) => ({ productId: p.id, quantity: 1 })), checkout, key: randomUUID() })
  if (!result.ok) throw new Error(result.error)
  return result.orderId
}

beforeAll(async () => {
  payload = await testPayload()
  customer = await payload.create({ collection: 'customers', data: { name: 'Maryam', email: 'maryam.titles@example.com', mobile: '09171239876', password: 'steel-2026' } })
  const { docs } = await payload.find({ collection: 'products', where: { and: [{ unit: { equals: 'branch' } }, { stock: { equals: 'in_stock' } }, { status: { equals: 'published' } }] }, limit: 2, depth: 0 })
  ;[branch, other] = [docs[0]!, docs[1]!]
  for (const p of [branch, other]) titles[p.id] = await titlesOf(p.id)
})

describe('order titles in every language', () => {
  it('an order placed on a Persian page lists English titles when read for an English page', async () => {
    const id = await place('fa', [branch, other])
    const viewer = customerViewer(customer)
    for (const locale of ['fa', 'en', 'ar'] as const) {
      const order = await getOrder(payload, viewer, id, locale)
      expect(order!.items.map((i) => i.title)).toEqual([titles[branch.id]![locale], titles[other.id]![locale]])
    }
    expect(titles[branch.id]!.en).not.toBe(titles[branch.id]!.fa)

    // Sales staff save the whole Persian form to move the stage on: the other languages stay.
    const { sales } = await staffByRole(payload, ['sales'])
    const persian = await payload.findByID({ collection: 'orders', id, locale: 'fa', depth: 0 })
    await payload.update({ collection: 'orders', id, locale: 'fa', data: { ...persian, stage: 'raw_materials' }, overrideAccess: false, user: sales })
    const english = await getOrder(payload, viewer, id, 'en')
    expect(english).toMatchObject({ stage: 'raw_materials' })
    expect(english!.items.map((i) => i.title)).toEqual([titles[branch.id]!.en, titles[other.id]!.en])
  })

  it('keeps the titles it was placed with when the product is renamed later', async () => {
    const id = await place('ar', [branch])
    await payload.update({ collection: 'products', id: branch.id, locale: 'en', context, data: { title: 'Renamed tube' } })
    try {
      const order = await payload.findByID({ collection: 'orders', id, locale: 'en' })
      expect(order.items[0]!.title).toBe(titles[branch.id]!.en)
    } finally {
      await payload.update({ collection: 'products', id: branch.id, locale: 'en', context, data: { title: titles[branch.id]!.en } })
    }
  })
})

describe('order units', () => {
  it('are the same select as the product unit, so the admin shows «شاخه» rather than the code', () => {
    type Named = { name?: string; type: string; fields?: Named[]; options?: unknown }
    const find = (fields: Named[], name: string): Named | undefined =>
      fields.flatMap((f) => (f.name === name ? [f] : f.name ? [] : find(f.fields ?? [], name) ? [find(f.fields ?? [], name)!] : []))[0]
    const orderUnit = find((find(Orders.fields as Named[], 'items')!.fields ?? []) as Named[], 'unit')!
    const productUnit = find(Products.fields as Named[], 'unit')!
    expect(orderUnit.type).toBe('select')
    expect(orderUnit.options).toEqual(productUnit.options)
    expect(orderUnit.options).toContainEqual({ value: 'branch', label: expect.objectContaining({ fa: 'شاخه' }) })
  })
})

describe('the migration to titles in every language', () => {
  const migration = () => {
    const list = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
    return list.find((m) => m.name.endsWith('_order_titles_units_price_per_kg'))!
  }

  it('reads an order written with one title, and derives the per-kg prices of existing products', async () => {
    const persianOrder = await place('fa', [branch])
    const englishOrder = await place('en', [branch, other])
    const before = await payload.find({ collection: 'products', pagination: false, depth: 0, select: { pricePerKg: true, cheapestKey: true, mostExpensiveKey: true } })

    // Inside a transaction that is rolled back: back to the old shape, write rows as the old code
    // did, migrate up again, read.
    const transactionID = (await payload.db.beginTransaction())!
    const req = await createLocalReq({}, payload)
    req.transactionID = transactionID
    const db = (payload.db as unknown as { sessions: Record<string, { db: never }> }).sessions[String(transactionID)]!.db
    try {
      await migration().down({ db, payload, req })
      // Lines in tonnes (orders from quotes, since) have no place in the old shape's units; the
      // transaction is rolled back, so they are only set aside for this look at the old shape.
      await rawRows(payload, `DELETE FROM "orders_items" WHERE "unit" = 'ton'`, transactionID)
      await rawRows(payload, `UPDATE "orders_items" SET "title" = 'لوله قدیمی' WHERE "_parent_id" = ${persianOrder}`, transactionID)
      await rawRows(payload, `UPDATE "orders_items" SET "title" = 'Old tube', "product_id" = NULL WHERE "_parent_id" = ${englishOrder} AND "product_id" = ${other.id}`, transactionID)
      await migration().up({ db, payload, req })

      const read = (id: number, locale: Locale) => payload.findByID({ collection: 'orders', id, locale, depth: 0, req })
      // The language it was placed in keeps the old title; the others take the product's own.
      expect((await read(persianOrder, 'fa')).items[0]!.title).toBe('لوله قدیمی')
      expect((await read(persianOrder, 'en')).items[0]!.title).toBe(titles[branch.id]!.en)
      expect((await read(persianOrder, 'ar')).items[0]!.title).toBe(titles[branch.id]!.ar)
      // Nothing better known (the product is gone): every language gets the old title.
      for (const locale of ['fa', 'en', 'ar'] as const) expect((await read(englishOrder, locale)).items.map((i) => i.title)).toEqual([titles[branch.id]![locale], 'Old tube'])
      expect((await read(englishOrder, 'en')).items[0]!.unit).toBe('branch')

      const after = await payload.find({ collection: 'products', pagination: false, depth: 0, select: { pricePerKg: true, cheapestKey: true, mostExpensiveKey: true }, req })
      expect(after.docs.map(({ id, pricePerKg, cheapestKey, mostExpensiveKey }) => ({ id, pricePerKg, cheapestKey, mostExpensiveKey }))).toEqual(
        before.docs.map(({ id, pricePerKg, cheapestKey, mostExpensiveKey }) => ({ id, pricePerKg, cheapestKey, mostExpensiveKey })),
      )
    } finally {
      await payload.db.rollbackTransaction(transactionID)
    }
  })
})
