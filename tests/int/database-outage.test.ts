import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import type { Customer, Product } from '@/cms/payload-types'
import { startCustomerSession, sessionCookieName } from '@/lib/auth/session'
import { viewerFrom } from '@/lib/auth/viewer-from'
import { readCart, saveCart } from '@/lib/cart/server-cart'
import { health } from '@/lib/db/health'
import { checkoutFor } from '@/lib/orders/checkout'
import { isPostgresUrl } from '@/lib/env'
import { GET as cartGet } from '@/app/api/cart/route'
import { POST as quotePost } from '@/app/api/cart/quote/route'
import { GET as likesGet, POST as likesPost } from '@/app/api/catalog/likes/[id]/route'
import { GET as sessionGet } from '@/app/api/session/route'
import { testPayload } from './payload'

let payload: Payload
let customer: Customer
let product: Product

/** What PostgreSQL says to every open connection when it restarts. */
const outage = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })

const details = { buyer: { kind: 'person', nationalCode: '0084575948' }, address: 'شیراز، بلوار زند، کوچهٔ ۴، پلاک ۹', phone: '07132223344' }
const order = () => ({ lines: [{ productId: product.id, quantity: 2 }], checkout: details, key: randomUUID() })

async function signedIn(): Promise<Headers> {
  const { token } = await startCustomerSession(payload, customer.id)
  return new Headers({ cookie: `theme=light; ${sessionCookieName(payload)}=${token}` })
}

const ordersOf = async () => (await payload.count({ collection: 'orders', where: { customer: { equals: customer.id } } })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  customer = await payload.create({ collection: 'customers', data: { name: 'Maryam', email: 'maryam.outage@example.com', mobile: '09173334455', password: 'steel-2026' } })
  const { docs } = await payload.find({ collection: 'products', where: { and: [{ status: { equals: 'published' } }, { stock: { not_equals: 'out_of_stock' } }] }, limit: 1 })
  product = docs[0]!
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a checkout while the database does not answer', () => {
  it('knows the signed-in customer when the database answers, and nobody without a session', async () => {
    expect(await viewerFrom(payload, await signedIn())).toMatchObject({ kind: 'customer', id: customer.id })
    expect(await viewerFrom(payload, new Headers({ cookie: 'theme=light' }))).toBeNull()
  })

  it('is told to try again, not to sign in, when the session cannot be checked; no order is made', async () => {
    const headers = await signedIn()
    const before = await ordersOf()
    vi.spyOn(payload.db, 'findOne').mockRejectedValue(outage())
    const result = await checkoutFor(payload, () => viewerFrom(payload, headers), 'fa', order())
    expect(result).toEqual({ ok: false, error: 'tryAgain' })
    vi.restoreAllMocks()
    expect(await ordersOf()).toBe(before)
  })

  it('is never signed out by a session check that failed while the database was coming back', async () => {
    const headers = await signedIn()
    // The session read fails once (the database restarting), and the database answers from then on.
    const findOne = payload.db.findOne.bind(payload.db)
    let failures = 0
    vi.spyOn(payload.db, 'findOne').mockImplementation(async (args) => {
      if (failures === 0) {
        failures += 1
        throw outage()
      }
      return findOne(args)
    })
    expect(await viewerFrom(payload, headers)).toMatchObject({ kind: 'customer', id: customer.id })
    expect(failures).toBe(1)
  })

  it('signs out a session that has ended or a token that was not ours, whatever the database does', async () => {
    const headers = await signedIn()
    const token = headers.get('cookie')!.split(`${sessionCookieName(payload)}=`)[1]!
    // The customer signed out elsewhere: the session is gone from the account.
    await payload.update({ collection: 'customers', id: customer.id, data: { sessions: [] }, overrideAccess: true })
    expect(await viewerFrom(payload, headers)).toBeNull()
    const forged = `${token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`
    vi.spyOn(payload.db, 'findOne').mockRejectedValue(outage())
    expect(await viewerFrom(payload, new Headers({ authorization: `JWT ${forged}` }))).toBeNull()
  })

  it('is told to try again when the database goes away while the order is written, and nothing is half-saved', async () => {
    const headers = await signedIn()
    const before = await ordersOf()
    vi.spyOn(payload.db, 'beginTransaction').mockRejectedValue(outage())
    const result = await checkoutFor(payload, () => viewerFrom(payload, headers), 'en', order())
    expect(result).toEqual({ ok: false, error: 'tryAgain' })
    vi.restoreAllMocks()
    expect(await ordersOf()).toBe(before)
  })

  it('still says "placed" when the order is committed and emptying the saved cart fails', async () => {
    const headers = await signedIn()
    await saveCart(payload, customer.id, [{ productId: product.id, quantity: 2 }])
    const update = payload.update.bind(payload)
    vi.spyOn(payload, 'update').mockImplementation(((args: Parameters<Payload['update']>[0]) => {
      if (args.collection === 'carts') return Promise.reject(outage())
      return update(args)
    }) as Payload['update'])
    const result = await checkoutFor(payload, () => viewerFrom(payload, headers), 'ar', order())
    vi.restoreAllMocks()
    expect(result).toMatchObject({ ok: true, path: expect.stringMatching(/^\/ar\/order\/\d+$/), orderNumber: expect.any(String) })
    const id = Number((result as { path: string }).path.split('/').pop())
    const placed = await payload.findByID({ collection: 'orders', id, depth: 0 })
    expect(placed).toMatchObject({ customer: customer.id, stage: 'not_checked', items: [expect.objectContaining({ product: product.id })] })
    // The cart was not emptied: the customer still sees it, which is the lesser harm.
    expect(await readCart(payload, customer.id)).toEqual([{ productId: product.id, quantity: 2 }])
  })

  it('without a session is still asked to sign in', async () => {
    expect(await checkoutFor(payload, () => viewerFrom(payload, new Headers()), 'fa', order())).toEqual({ ok: false, error: 'loginRequired' })
  })
})

describe('the site’s own API while the database does not answer', () => {
  /** Every read and write the routes below make through Payload's adapter fails as in a restart. */
  const databaseGone = () => {
    for (const method of ['findOne', 'find', 'count', 'create', 'updateOne'] as const) vi.spyOn(payload.db, method).mockRejectedValue(outage())
  }
  const request = (path: string, init: RequestInit = {}) => new NextRequest(new URL(path, 'http://127.0.0.1:3000'), init as never)
  const likes = (headers: Headers, method = 'GET') => request(`/api/catalog/likes/${product.id}`, { method, headers })
  const context = () => ({ params: Promise.resolve({ id: String(product.id) }) })

  it('answers as usual while the database answers', async () => {
    const headers = await signedIn()
    expect((await likesGet(likes(headers), context())).status).toBe(200)
    expect((await sessionGet(request('/api/session', { headers }))).status).toBe(200)
  })

  it('answers 503 "unavailable" with a time to ask again, never a 500 or "signed out"', async () => {
    const headers = await signedIn()
    databaseGone()
    const answers = {
      session: await sessionGet(request('/api/session', { headers })),
      likesOfGuest: await likesGet(likes(new Headers()), context()),
      likesOfCustomer: await likesGet(likes(headers), context()),
      like: await likesPost(likes(headers, 'POST'), context()),
      cart: await cartGet(request('/api/cart', { headers })),
      quote: await quotePost(request('/api/cart/quote?locale=en', { method: 'POST', body: JSON.stringify({ lines: [{ productId: product.id, quantity: 1 }] }) })),
    }
    for (const [route, res] of Object.entries(answers)) {
      expect(res.status, route).toBe(503)
      expect(res.headers.get('retry-after'), route).toBe('3')
      expect(await res.json(), route).toEqual({ error: 'unavailable' })
    }
  })
})

describe('the health check the load balancer asks', () => {
  it('says ok while the database answers', async () => {
    expect(await health(payload)).toMatchObject({ ok: true, database: 'ok' })
  })

  it('says unreachable when the database fails or does not answer in time', async () => {
    vi.spyOn(payload.db, 'findOne').mockRejectedValueOnce(outage())
    expect(await health(payload)).toMatchObject({ ok: false, database: 'unreachable' })
    vi.spyOn(payload.db, 'findOne').mockReturnValueOnce(new Promise(() => {}))
    const slow = await health(payload, 200)
    expect(slow).toMatchObject({ ok: false, database: 'unreachable' })
    expect(slow.ms).toBeGreaterThanOrEqual(190)
  })
})

// Only PostgreSQL has connections the server can end under the shop (SQLite is a file in-process).
if (isPostgresUrl(process.env.DATABASE_URL)) {
  describe('PostgreSQL ending every connection (as a restart does)', () => {
    it('leaves the process serving: the next read opens a new connection', async () => {
      // Several connections sit idle in the pool, as they do between requests.
      await Promise.all(Array.from({ length: 4 }, () => payload.count({ collection: 'products' })))
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await admin.connect()
      const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
      await admin.end()
      expect(rowCount).toBeGreaterThan(1)
      // The ended idle connections report their error on the pool a moment later.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const { totalDocs } = await payload.count({ collection: 'products' })
      expect(totalDocs).toBeGreaterThan(0)
    })

    it('throws nothing uncaught when it ends a connection lent out to a transaction, between two statements', async () => {
      const uncaught: unknown[] = []
      const record = (error: unknown) => uncaught.push(error)
      process.on('uncaughtException', record)
      try {
        const transactionID = (await payload.db.beginTransaction())!
        // One statement in, the connection now held by the transaction and idle.
        await payload.find({ collection: 'products', limit: 1, depth: 0, req: { transactionID } })
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
        await admin.connect()
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
        await admin.end()
        await new Promise((resolve) => setTimeout(resolve, 300))
        await payload.db.rollbackTransaction(transactionID).catch(() => {})
        expect(uncaught).toEqual([])
        expect((await payload.count({ collection: 'products' })).totalDocs).toBeGreaterThan(0)
      } finally {
        process.off('uncaughtException', record)
      }
    })
  })
}
