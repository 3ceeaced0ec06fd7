import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Customer, User } from '@/cms/payload-types'
import { isPostgresUrl } from '@/lib/env'
import { testPayload } from './payload'
import { otherInstance, someoneWaits } from './row-locks'
import { staffByRole } from './staff'

let payload: Payload
let editor: User
let buyer: Customer
let productIds: number[]

/** A product's counters as stored on its row. */
async function countersOf(id: number) {
  const product = await payload.findByID({ collection: 'products', id, depth: 0 })
  return { sales: product.sales ?? 0, views: product.views ?? 0, likes: product.likes ?? 0 }
}

beforeAll(async () => {
  payload = await testPayload()
  ;({ editor } = await staffByRole(payload, ['editor']))
  buyer = await payload.create({ collection: 'customers', data: { name: 'Nima Counter', email: 'nima.counter@example.com', mobile: '09121230077', password: 'steel2026' } })
  // The newest products: the other files' tests count on the first ones.
  const { docs } = await payload.find({ collection: 'products', where: { status: { equals: 'published' } }, sort: '-id', limit: 2, depth: 0 })
  productIds = docs.map((d) => d.id)
})

describe("a product's counters (sales, views, likes)", () => {
  it('are never set by a save, not even one that skips access control (an import, a script)', async () => {
    const id = productIds[0]!
    const before = await countersOf(id)
    await payload.update({ collection: 'products', id, data: { sales: 999_999, views: 999_999, likes: 999_999, summary: 'counters' }, overrideAccess: true })
    expect(await countersOf(id)).toEqual(before)
  })
})

// On SQLite the counting statements take turns with a save's transaction (lib/db/one-writer.ts);
// on PostgreSQL another instance can count while a save is under way.
if (isPostgresUrl(process.env.DATABASE_URL)) {
  describe("a product's counters on PostgreSQL", () => {
    it('keep a sale, a view and a like another instance counted while a staff save was under way', async () => {
      const id = productIds[1]!
      const before = await countersOf(id)
      const side = await otherInstance()
      try {
        // Another instance is counting a sale and a view: it holds the product row.
        await side.query('BEGIN')
        await side.query(`UPDATE "products" SET "sales" = COALESCE("sales", 0) + 1, "views" = COALESCE("views", 0) + 1 WHERE "id" = ${id}`)
        // The editor's save has read the product and waits for the row to write it.
        const save = payload.update({ collection: 'products', id, data: { summary: 'saved by staff' }, overrideAccess: false, user: editor })
        await someoneWaits(side)
        // A like counted there as well, before that instance lets the row go.
        await side.query(`INSERT INTO "product_likes" ("product_id", "customer_id") VALUES (${id}, ${buyer.id})`)
        await side.query(`UPDATE "products" SET "likes" = (SELECT COUNT(*) FROM "product_likes" WHERE "product_id" = ${id}) WHERE "id" = ${id}`)
        await side.query('COMMIT')
        await save
      } finally {
        await side.end()
      }
      expect(await countersOf(id)).toEqual({ sales: before.sales + 1, views: before.views + 1, likes: before.likes + 1 })
      expect((await payload.findByID({ collection: 'products', id, depth: 0 })).summary).toBe('saved by staff')
    })
  })
}
