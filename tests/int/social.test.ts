import { beforeAll, describe, expect, it } from 'vitest'
import { ValidationError, type Payload, type Where } from 'payload'
import type { Customer, User } from '@/cms/payload-types'
import { customerViewer, type CustomerViewer } from '@/lib/auth/viewer-of'
import { addComment, listApprovedComments } from '@/lib/social/comments'
import { getLikeState, toggleLike } from '@/lib/social/likes'
import { isPostgresUrl } from '@/lib/env'
import { testPayload } from './payload'
import { otherInstance, someoneWaits } from './row-locks'
import { staffByRole } from './staff'

let payload: Payload
let sara: CustomerViewer
let omid: CustomerViewer
let sales: User & { collection: 'users' }
let editor: User & { collection: 'users' }
let productIds: number[]

/** The counter as stored on the product row. */
const storedLikes = async (id: number) => Number((await payload.findByID({ collection: 'products', id, depth: 0 })).likes ?? 0)
const likeRows = async (id: number) => (await payload.count({ collection: 'product-likes', where: { product: { equals: id } } })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  const customer = (name: string, email: string, mobile: string) => payload.create({ collection: 'customers', data: { name, email, mobile, password: 'steel2026' } })
  sara = customerViewer(await customer('Sara Social', 'sara.social@example.com', '09121230001'))
  omid = customerViewer(await customer('Omid Social', 'omid.social@example.com', '09121230002'))
  ;({ sales, editor } = await staffByRole(payload, ['sales', 'editor']))
  const { docs } = await payload.find({ collection: 'products', where: { status: { equals: 'published' } }, sort: 'id', limit: 6, depth: 0 })
  productIds = docs.map((d) => d.id)
  expect(productIds.length).toBeGreaterThanOrEqual(6)
})

describe('likes', () => {
  it('count once per customer, and a second toggle takes the like back', async () => {
    const id = productIds[0]!
    expect(await getLikeState(id, sara)).toEqual({ count: 0, liked: false })
    expect(await toggleLike(id, sara)).toEqual({ count: 1, liked: true })
    // Asking to like again (a double click, a retry) changes nothing.
    expect(await toggleLike(id, sara, true)).toEqual({ count: 1, liked: true })
    expect(await likeRows(id)).toBe(1)
    expect(await getLikeState(id, sara)).toEqual({ count: 1, liked: true })
    expect(await getLikeState(id, omid)).toEqual({ count: 1, liked: false })
    expect(await getLikeState(id, null)).toEqual({ count: 1, liked: false })
    expect(await toggleLike(id, sara)).toEqual({ count: 0, liked: false })
    expect(await toggleLike(id, sara, false)).toEqual({ count: 0, liked: false })
    expect(await storedLikes(id)).toBe(0)
  })

  it('two customers make two likes, and the stored counter agrees', async () => {
    const id = productIds[1]!
    await toggleLike(id, sara)
    expect(await toggleLike(id, omid)).toEqual({ count: 2, liked: true })
    expect(await storedLikes(id)).toBe(2)
    expect(await getLikeState(id, sara)).toEqual({ count: 2, liked: true })
  })

  it('survive requests racing each other: a refused duplicate row is "already liked", never an error', async () => {
    const id = productIds[2]!
    const results = await Promise.all([...Array(6)].map((_, i) => toggleLike(id, i % 2 ? sara : omid, true)))
    expect(results.every((r) => r?.liked)).toBe(true)
    expect(await likeRows(id)).toBe(2)
    expect(await storedLikes(id)).toBe(2)
    await Promise.all([toggleLike(id, sara, false), toggleLike(id, omid, false), toggleLike(id, sara, false)])
    expect(await storedLikes(id)).toBe(0)
  })

  it('are one row per customer and product: the unique index refuses a second with a ValidationError', async () => {
    const id = productIds[2]!
    await toggleLike(id, sara, true)
    // The error toggleLike turns into "already liked" when two requests race past its check.
    await expect(payload.create({ collection: 'product-likes', data: { product: id, customer: sara.id }, overrideAccess: false, user: sara.user })).rejects.toBeInstanceOf(ValidationError)
    expect(await likeRows(id)).toBe(1)
    expect(await toggleLike(id, sara, false)).toEqual({ count: 0, liked: false })
  })

  it('are only taken for published products', async () => {
    const id = productIds[3]!
    await payload.update({ collection: 'products', id, data: { status: 'draft' } })
    try {
      expect(await getLikeState(id, sara)).toBeNull()
      expect(await toggleLike(id, sara)).toBeNull()
      expect(await likeRows(id)).toBe(0)
    } finally {
      await payload.update({ collection: 'products', id, data: { status: 'published' } })
    }
    expect(await getLikeState(999_999, sara)).toBeNull()
  })

  it("cannot be removed, read or made by one customer for another", async () => {
    const id = productIds[4]!
    await toggleLike(id, sara)
    const { docs } = await payload.find({ collection: 'product-likes', where: { product: { equals: id } } })
    const saraLike = docs[0]!
    await expect(payload.delete({ collection: 'product-likes', id: saraLike.id, overrideAccess: false, user: omid.user })).rejects.toThrow()
    const byQuery = await payload.delete({ collection: 'product-likes', where: { product: { equals: id } }, overrideAccess: false, user: omid.user })
    expect(byQuery.docs).toHaveLength(0)
    const seen = await payload.find({ collection: 'product-likes', overrideAccess: false, user: omid.user })
    expect(seen.docs.every((d) => (typeof d.customer === 'object' ? d.customer.id : d.customer) === omid.id)).toBe(true)
    // A like posted with someone else's id is still the poster's own.
    const forged = await payload.create({ collection: 'product-likes', data: { product: id, customer: sara.id }, overrideAccess: false, user: omid.user })
    expect(typeof forged.customer === 'object' ? forged.customer.id : forged.customer).toBe(omid.id)
    await expect(payload.create({ collection: 'product-likes', data: { product: id, customer: sara.id }, overrideAccess: false })).rejects.toThrow()
    expect(await getLikeState(id, sara)).toMatchObject({ liked: true })
  })

  it('are refused to staff by the collection itself', async () => {
    await expect(payload.create({ collection: 'product-likes', data: { product: productIds[0]!, customer: sara.id }, overrideAccess: false, user: sales })).rejects.toThrow()
  })
})

// Only PostgreSQL runs two toggles' statements side by side (SQLite has one writer, and the app
// queues its writes): there a recount can wait for another instance's and must still count its like.
if (isPostgresUrl(process.env.DATABASE_URL)) {
  describe('likes on PostgreSQL', () => {
    it("count a like added by another instance while this one's recount waited for the product row", async () => {
      const id = productIds[3]!
      expect(await likeRows(id)).toBe(0)
      const side = await otherInstance()
      try {
        // Another instance is between its like and its recount: it holds the product row.
        await side.query('BEGIN')
        await side.query(`SELECT "id" FROM "products" WHERE "id" = ${id} FOR NO KEY UPDATE`)
        const sarasLike = toggleLike(id, sara, true)
        await someoneWaits(side)
        // Omid's like arrives through that instance after Sara's recount began, and is counted there.
        await side.query(`INSERT INTO "product_likes" ("product_id", "customer_id") VALUES (${id}, ${omid.id})`)
        await side.query(`UPDATE "products" SET "likes" = (SELECT COUNT(*) FROM "product_likes" WHERE "product_id" = ${id}) WHERE "id" = ${id}`)
        await side.query('COMMIT')
        expect(await sarasLike).toEqual({ count: 2, liked: true })
        expect(await likeRows(id)).toBe(2)
        expect(await storedLikes(id)).toBe(2)
      } finally {
        await side.end()
      }
      await toggleLike(id, sara, false)
      await toggleLike(id, omid, false)
      expect(await storedLikes(id)).toBe(0)
    })
  })
}

describe('comments', () => {
  const visibleTo = async (commentId: number, user?: Customer & { collection: 'customers' } | typeof sales) => {
    const { docs } = await payload.find({ collection: 'product-comments', where: { id: { equals: commentId } }, overrideAccess: false, user })
    return docs.length === 1
  }
  const newest = async (productId: number) =>
    (await payload.find({ collection: 'product-comments', where: { product: { equals: productId } }, sort: '-createdAt', limit: 1 })).docs[0]!

  it('wait for a moderator: invisible to guests and other customers, visible to the author and moderators', async () => {
    const id = productIds[0]!
    expect(await addComment(id, sara, { body: 'Good wall thickness, arrived on time.' }, 'en')).toBe(true)
    const comment = await newest(id)
    expect(comment).toMatchObject({ status: 'pending', authorName: 'Sara Social', locale: 'en' })
    expect(typeof comment.customer === 'object' ? comment.customer.id : comment.customer).toBe(sara.id)

    expect(await visibleTo(comment.id)).toBe(false)
    expect(await visibleTo(comment.id, omid.user)).toBe(false)
    expect(await visibleTo(comment.id, sara.user)).toBe(true)
    expect(await visibleTo(comment.id, sales)).toBe(true)
    expect(await visibleTo(comment.id, editor)).toBe(true)
    expect((await listApprovedComments(id)).map((c) => c.body)).not.toContain(comment.body)

    // The author cannot approve it; a moderator can, and then everyone sees it.
    await expect(payload.update({ collection: 'product-comments', id: comment.id, data: { status: 'approved' }, overrideAccess: false, user: sara.user })).rejects.toThrow()
    await payload.update({ collection: 'product-comments', id: comment.id, data: { status: 'approved' }, overrideAccess: false, user: sales })
    expect(await visibleTo(comment.id)).toBe(true)
    expect(await visibleTo(comment.id, omid.user)).toBe(true)
    const listed = await listApprovedComments(id)
    expect(listed[0]).toEqual({ authorName: 'Sara Social', body: comment.body, createdAt: comment.createdAt })
  })

  it('list approved comments only, newest first, with nothing but name, text and date', async () => {
    const id = productIds[5]!
    const bodies = ['First approved', 'Second approved', 'Rejected one', 'Still pending']
    for (const body of bodies) await addComment(id, omid, { body }, 'fa')
    const { docs } = await payload.find({ collection: 'product-comments', where: { product: { equals: id } }, sort: 'createdAt' })
    for (const d of docs) {
      const status = d.body.startsWith('Rejected') ? 'rejected' : d.body.startsWith('Still') ? 'pending' : 'approved'
      await payload.update({ collection: 'product-comments', id: d.id, data: { status }, overrideAccess: false, user: editor })
    }
    const listed = await listApprovedComments(id)
    expect(listed.map((c) => c.body)).toEqual(['Second approved', 'First approved'])
    expect(Object.keys(listed[0]!).sort()).toEqual(['authorName', 'body', 'createdAt'])
  })

  it("ignore a customer's mass-assigned status, author or customer id", async () => {
    const id = productIds[1]!
    const forged = await payload.create({
      collection: 'product-comments',
      data: { product: id, body: 'Forged approval', status: 'approved', customer: sara.id, authorName: 'Sara Social' },
      overrideAccess: false,
      user: omid.user,
    })
    expect(forged.status).toBe('pending')
    expect(forged.authorName).toBe('Omid Social')
    expect(typeof forged.customer === 'object' ? forged.customer.id : forged.customer).toBe(omid.id)
    expect((await listApprovedComments(id)).map((c) => c.body)).not.toContain('Forged approval')
  })

  it('cannot be written by guests, nor on unpublished products', async () => {
    const id = productIds[2]!
    await expect(
      payload.create({ collection: 'product-comments', data: { product: id, body: 'Guest text', customer: sara.id, status: 'approved' }, overrideAccess: false }),
    ).rejects.toThrow()
    await payload.update({ collection: 'products', id, data: { status: 'draft' } })
    try {
      expect(await addComment(id, sara, { body: 'On a draft' }, 'fa')).toBe(false)
    } finally {
      await payload.update({ collection: 'products', id, data: { status: 'published' } })
    }
    expect(await addComment(999_999, sara, { body: 'Nowhere' }, 'fa')).toBe(false)
    expect((await payload.count({ collection: 'product-comments', where: { body: { in: ['Guest text', 'On a draft', 'Nowhere'] } } })).totalDocs).toBe(0)
  })
})

describe('queries a visitor sends', () => {
  const asVisitor = { payloadAPI: 'REST' as const }

  it('cannot reach a customer’s hidden fields through the comments’ relationship', async () => {
    const probes: Where[] = [{ 'customer.sessions.id': { like: 'a' } }, { 'customer.sessions.expiresAt': { exists: true } }, { or: [{ 'customer.email': { like: '@' } }] }]
    for (const where of probes) {
      await expect(payload.find({ collection: 'product-comments', where, overrideAccess: false, req: asVisitor })).rejects.toMatchObject({ status: 400 })
      await expect(payload.count({ collection: 'product-comments', where, overrideAccess: false, req: asVisitor })).rejects.toMatchObject({ status: 400 })
    }
    await expect(payload.find({ collection: 'product-comments', sort: 'customer.name', overrideAccess: false, req: asVisitor })).rejects.toMatchObject({ status: 400 })
  })

  it('still filters by a document’s own fields, and staff keep the full query language', async () => {
    const own = await payload.find({ collection: 'product-comments', where: { product: { equals: productIds[0] } }, overrideAccess: false, req: asVisitor })
    expect(own.docs.every((c) => c.status === 'approved')).toBe(true)
    const staffQuery = await payload.find({ collection: 'product-comments', where: { 'customer.email': { like: '@' } }, overrideAccess: false, user: sales, req: asVisitor })
    expect(staffQuery.totalDocs).toBeGreaterThanOrEqual(0)
  })
})

describe('ids a visitor sends', () => {
  it('a document id that is not a whole number names nothing: 404, not a database error', async () => {
    for (const id of ['abc', '1.5', '-3', '0', '1e3', "1' OR '1'='1"]) {
      await expect(payload.findByID({ collection: 'products', id, overrideAccess: false, req: { payloadAPI: 'REST' } }), id).rejects.toMatchObject({ status: 404 })
    }
    await expect(payload.update({ collection: 'orders', id: 'abc', data: {}, overrideAccess: false, user: sales }), 'update').rejects.toMatchObject({ status: 404 })
  })
})
