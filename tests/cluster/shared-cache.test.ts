import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPostgres, prepare, redisServer, startBalancer, startInstance, type Instance } from '../../scripts/lib/cluster'
import { s3Server } from '../../scripts/lib/s3'
import { validPersonBundle } from '../fixtures/bundles'
import { supplier } from '../fixtures/supplier'

/**
 * Two instances of the production build on one PostgreSQL database, one Redis and one S3-compatible
 * bucket, each with its own data folder, as behind a load balancer: what one instance is told must
 * be what the other one shows.
 */
const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redis = redisServer(Number(process.env.CLUSTER_REDIS_PORT || 6391))
let database: Awaited<ReturnType<typeof freshPostgres>>
let a: Instance
let b: Instance
let staff: Record<string, string>
let s3: Awaited<ReturnType<typeof s3Server>>
let env: Record<string, string>
let firstHealth: unknown[]

const html = async (instance: Instance, path: string) => {
  const res = await fetch(instance.base + path)
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), text: await res.text() }
}

/** What following a link to `path` asks `instance` for: the page's flight data (`RSC: 1`). */
const flight = async (instance: Instance, path: string) => {
  const res = await fetch(`${instance.base}${path}?_rsc`, { headers: { rsc: '1' } })
  return { type: res.headers.get('content-type'), cache: res.headers.get('x-nextjs-cache'), text: await res.text() }
}

/** The newest code the console SMS adapter of an instance wrote to its outbox for `mobile`. */
function codeIn(dataDir: string, mobile: string, since: Date): string | null {
  const file = path.join(dataDir, 'sms-outbox.log')
  if (!existsSync(file)) return null
  const line = readFileSync(file, 'utf8').trim().split('\n').map((l) => l.split('\t')).filter(([at, to]) => to === mobile && new Date(at!) >= since).at(-1)
  return line?.[2]?.match(/\b(\d{6})\b/)?.[1] ?? null
}
/** What an instance keeps in its own data folder under `folder`. */
const filesIn = (instance: Instance, folder: string) => (existsSync(path.join(instance.dataDir, folder)) ? readdirSync(path.join(instance.dataDir, folder)) : [])
const unescapeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
const titleOf = (text: string) => text.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''

/** How long until `check` holds, polling every 100 ms; null if it never did within `ms`. */
async function timeUntil(check: () => Promise<boolean>, ms: number): Promise<number | null> {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}

async function rename(id: number, title: string) {
  const res = await fetch(`${a.base}/api/products/${id}?locale=en`, { method: 'PATCH', headers: { ...staff, 'Content-Type': 'application/json' }, body: JSON.stringify({ title }) })
  expect(res.status, await res.clone().text()).toBe(200)
}

let product: { id: number; path: string; title: string }

beforeAll(async () => {
  await redis.start()
  database = await freshPostgres(adminUrl)
  s3 = await s3Server()
  env = { DATABASE_URL: database.url, REDIS_URL: redis.url, PAYLOAD_SECRET: 'cluster-test-secret', DATABASE_POOL_MAX: '5', ...s3.env }
  env = await prepare(env)
  ;[a, b] = await Promise.all([startInstance('a', 3311, env), startInstance('b', 3312, env)])
  // Before either has rendered a page or signed anyone in: what the balancer's first probes hear.
  firstHealth = await Promise.all([a, b].map(async (instance) => (await fetch(`${instance.base}/api/health`)).json()))
  const login = await fetch(`${a.base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin-2026' }) })
  staff = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const listing = await html(b, '/en/search')
  const found = listing.text.match(/href="(\/en\/pr\/[a-z0-9-]+\/(\d+))"/)
  if (!found) throw new Error('no product on the listing')
  const doc = (await (await fetch(`${a.base}/api/products/${found[2]}?locale=en&depth=0`, { headers: staff })).json()) as { title: string }
  product = { id: Number(found[2]), path: found[1]!, title: doc.title }
}, 600_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await redis.remove()
  await database?.drop()
  await s3?.close()
})

describe('two instances behind a load balancer', () => {
  it('both answer the health probe with the database and the shared cache reachable, from their first probe on', async () => {
    expect(firstHealth).toEqual([expect.objectContaining({ ok: true, database: 'ok', cache: 'ok' }), expect.objectContaining({ ok: true, database: 'ok', cache: 'ok' })])
    for (const instance of [a, b]) {
      // /en/about is kept for the next test's first render.
      await html(instance, '/en/services')
      expect(await (await fetch(`${instance.base}/api/health`)).json()).toMatchObject({ ok: true, database: 'ok', cache: 'ok' })
    }
  })

  it('a page B rendered is served from the shared cache by A as well', async () => {
    const before = await redis.keys()
    expect((await html(b, '/en/about')).status).toBe(200)
    // B stores the render just after answering; A's very first request is then answered from it.
    expect(await timeUntil(async () => (await redis.keys()) > before, 5_000)).not.toBeNull()
    const fromA = await html(a, '/en/about')
    expect(fromA.status).toBe(200)
    expect(fromA.cache).toBe('HIT')
  })

  it('an edit made through A shows on B: the product page, its title, the listing, a link to it', async () => {
    // B has these cached before the edit, the flight data a link asks for as well.
    for (const path of [product.path, '/en/search']) {
      await html(b, path)
      expect((await html(b, path)).cache).toBe('HIT')
    }
    await flight(b, product.path)
    const kept = await flight(b, product.path)
    expect(kept).toMatchObject({ type: 'text/x-component', cache: 'HIT' })
    // Flight data writes text as JSON strings.
    expect(kept.text).toContain(JSON.stringify(product.title).slice(1, -1))
    const renamed = `Cluster Tube ${Date.now().toString(36)}`
    await rename(product.id, renamed)
    const seen = await timeUntil(async () => (await html(b, product.path)).text.includes(renamed), 5_000)
    console.log(`[cluster] an edit through A showed on B's product page after ${seen} ms`)
    expect(seen).not.toBeNull()
    expect(titleOf((await html(b, product.path)).text)).toContain(renamed)
    expect((await html(b, '/en/search')).text).toContain(renamed)
    expect(await timeUntil(async () => (await flight(b, product.path)).text.includes(renamed), 5_000)).not.toBeNull()
  })

  it('the price board and the blog list with a query are kept in the shared cache, and an edit through A shows on B within 2 s', async () => {
    const board = '/en/prices?sort=price&order=desc'
    const blog = '/en/blog?page=2'
    for (const path of [board, blog]) {
      await html(b, path)
      expect((await html(b, path)).cache, path).toBe('HIT')
      expect((await html(a, path)).cache, path).toBe('HIT')
    }
    const { price } = (await (await fetch(`${a.base}/api/products/${product.id}?depth=0`, { headers: staff })).json()) as { price: number }
    const changed = price + 9_000
    const patch = (body: object, path: string) => fetch(`${a.base}${path}`, { method: 'PATCH', headers: { ...staff, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    expect((await patch({ price: changed }, `/api/products/${product.id}`)).status).toBe(200)
    const priceSeen = await timeUntil(async () => new RegExp(`data-product="${product.id}"[\\s\\S]*?data-price="${changed}"`).test((await html(b, board)).text), 2_000)
    console.log(`[cluster] a price change through A showed on B's board after ${priceSeen} ms`)
    expect(priceSeen).not.toBeNull()

    const postId = Number((await html(b, blog)).text.match(/href="\/en\/blog\/(\d+)"/)?.[1])
    const renamed = `Cluster Post ${Date.now().toString(36)}`
    expect((await patch({ title: renamed }, `/api/posts/${postId}?locale=en`)).status).toBe(200)
    const postSeen = await timeUntil(async () => (await html(b, blog)).text.includes(renamed), 2_000)
    console.log(`[cluster] a renamed post through A showed on B's blog list, page 2, after ${postSeen} ms`)
    expect(postSeen).not.toBeNull()
  })

  it('searches and deep pages add nothing to the shared cache', async () => {
    for (const warmUp of ['/en/search?q=warm-up', '/search?q=warm-up']) await html(b, warmUp)
    const before = await redis.keys()
    for (let i = 0; i < 60; i++) expect((await html(i % 2 ? a : b, `/en/search?q=${encodeURIComponent(`pipe ${i} inch`)}`)).status).toBe(200)
    await html(a, '/en/search?page=21')
    expect(await redis.keys()).toBe(before)
  })

  it('a staff edit of the site title through A shows in the title of B\'s home page', async () => {
    await html(b, '/en')
    const renamed = `Arvand Cluster ${Date.now().toString(36)}`
    const edit = (seoTitle: string) => fetch(`${a.base}/api/globals/site-settings?locale=en`, { method: 'POST', headers: { ...staff, 'Content-Type': 'application/json' }, body: JSON.stringify({ seoTitle }) })
    const before = titleOf((await html(b, '/en')).text)
    expect((await edit(renamed)).status).toBe(200)
    expect(await timeUntil(async () => titleOf((await html(b, '/en')).text).includes(renamed), 5_000)).not.toBeNull()
    await edit(before.replace(/&amp;/g, '&'))
  })

  it('a picture uploaded through A is served by B from the bucket', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a275a' } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `cluster-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A test picture' }))
    const uploaded = await fetch(`${a.base}/api/media`, { method: 'POST', headers: staff, body: form })
    expect(uploaded.status).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { filename: string; url: string } }
    expect(await s3.keys('media/')).toContain(`media/${doc.filename}`)
    expect(filesIn(a, 'media')).not.toContain(doc.filename)
    const fromB = await fetch(b.base + doc.url)
    expect(fromB.status).toBe(200)
    expect(Buffer.from(await fromB.arrayBuffer()).equals(png)).toBe(true)
  })

  it('every picture the demo seed made is in the bucket: both instances serve them', async () => {
    const { docs } = (await (await fetch(`${a.base}/api/media?limit=200&depth=0&sort=id`)).json()) as { docs: { url: string; filename: string }[] }
    expect(docs.length).toBeGreaterThan(20)
    const missing: string[] = []
    for (const [i, doc] of docs.entries()) {
      const res = await fetch((i % 2 ? a : b).base + doc.url)
      if (res.status !== 200 || !String(res.headers.get('content-type')).startsWith('image/')) missing.push(`${doc.filename} ${res.status}`)
    }
    expect(missing).toEqual([])
  })

  it('a supplier’s documents sent through A are downloaded through B by procurement only', async () => {
    const documents = await validPersonBundle()
    const form = new FormData()
    form.append('answers', JSON.stringify(supplier()))
    form.append('documents', new Blob([new Uint8Array(documents)], { type: 'application/zip' }), 'documents.zip')
    const sent = await fetch(`${a.base}/api/forms/suppliers?locale=en`, { method: 'POST', body: form })
    expect(sent.status, await sent.clone().text()).toBe(201)
    const { reference } = (await sent.json()) as { reference: string }
    expect(await s3.keys('private-files/')).toContain(`private-files/${reference}.zip`)
    expect(filesIn(a, 'private-files')).toEqual([])
    const signIn = async (email: string, password: string) => {
      const res = await fetch(`${b.base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
      return { Authorization: `JWT ${((await res.json()) as { token: string }).token}` }
    }
    const procurement = await signIn('procurement@example.com', 'demo-procurement-2026')
    const found = (await (await fetch(`${b.base}/api/private-files?where[reference][equals]=${reference}&depth=0`, { headers: procurement })).json()) as { docs: { url: string }[] }
    const url = found.docs[0]!.url
    // The app's file route (after the read rule), never an address in the bucket.
    expect(url).toMatch(new RegExp(`^/api/private-files/file/${reference}\\.zip`))
    const download = await fetch(b.base + url, { headers: procurement })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(Buffer.from(await download.arrayBuffer()).equals(documents)).toBe(true)
    const hr = await signIn('hr@example.com', 'demo-hr-2026')
    for (const [who, headers] of [['hr', hr], ['guest', {}]] as const) {
      const refused = await fetch(b.base + url, { headers })
      expect(refused.status, who).toBe(403)
    }
  })

  it('a session made on A is valid on B', async () => {
    const email = `cluster.${Date.now()}@example.com`
    const created = await fetch(`${a.base}/api/customers`, { method: 'POST', headers: { ...staff, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Cluster Customer', email, mobile: '09125550101', password: 'steel-2026' }) })
    expect(created.status).toBe(201)
    const login = await fetch(`${a.base}/api/customers/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'steel-2026' }) })
    const { token } = (await login.json()) as { token: string }
    const session = await fetch(`${b.base}/api/session`, { headers: { Authorization: `JWT ${token}` } })
    expect(await session.json()).toMatchObject({ kind: 'customer', name: 'Cluster Customer' })
  })

  it('a sign-in code texted by A is accepted by B', async () => {
    // The visitor talks to one address; the balancer in front sends the first requests to A, then
    // (A's place taken by B, as when A is drained) the rest to B.
    let balancer = await startBalancer(3314, [3311])
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
    try {
      const page = await browser.newPage()
      const since = new Date(Date.now() - 1000)
      await page.goto(`${balancer.base}/en/auth/login?next=%2Fen%2Fprofile`)
      await page.waitForLoadState('networkidle')
      await page.getByLabel('Mobile number').fill('09120000000')
      await page.getByRole('button', { name: 'Send code' }).click()
      await page.getByText(/a sign-in code has been texted to it/).waitFor()
      const code = codeIn(a.dataDir, '09120000000', since)
      expect(code).toMatch(/^\d{6}$/)
      await balancer.stop()
      balancer = await startBalancer(3314, [3312])
      await page.getByLabel('One-time password').fill(code!)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL(/\/en\/profile$/)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Customer profile')
    } finally {
      await browser.close()
      await balancer.stop()
    }
  })

  it('keeps serving while Redis is down, and once it is back an edit made meanwhile and a new one both show', async () => {
    await redis.stop()
    for (const instance of [a, b]) {
      const page = await html(instance, product.path)
      expect(page.status, instance.name).toBe(200)
      // Still in service: the probe says so, and says what is missing.
      const probe = await fetch(`${instance.base}/api/health`)
      expect(probe.status, instance.name).toBe(200)
      expect(await probe.json()).toMatchObject({ database: 'ok', cache: 'unreachable' })
    }
    // Edited while Redis is away: Redis still holds the old page, so the expiry must wait for it.
    const meanwhile = `Offline Edit ${Date.now().toString(36)}`
    await rename(product.id, meanwhile)
    expect((await html(b, product.path)).text).toContain(meanwhile)

    await redis.start()
    expect(await timeUntil(async () => (await html(b, product.path)).text.includes(meanwhile), 15_000)).not.toBeNull()
    const after = `Back Online ${Date.now().toString(36)}`
    await rename(product.id, after)
    expect(await timeUntil(async () => (await html(b, product.path)).text.includes(after), 5_000)).not.toBeNull()
    // And the shared cache is used again.
    await html(b, '/en/about')
    expect(await timeUntil(async () => (await html(a, '/en/about')).cache === 'HIT', 10_000)).not.toBeNull()
    await rename(product.id, product.title)
  })

  it('nginx keeps public pages for a second and compresses them; never a signed-in visitor\'s, a search, or one language\'s page for another', async () => {
    const balancer = await startBalancer(3315, [3311, 3312])
    try {
      const ask = async (path: string, headers: Record<string, string> = {}) => {
        const res = await fetch(balancer.base + path, { headers: { 'accept-encoding': 'gzip', ...headers }, redirect: 'manual' })
        return { status: res.status, cached: res.headers.get('x-cache-status'), encoding: res.headers.get('content-encoding'), type: res.headers.get('content-type'), location: res.headers.get('location'), vary: res.headers.get('vary'), text: await res.text() }
      }
      // Asked again and again, nginx answers from its cache well within its second (a first answer
      // Next was still revalidating may come with another lifetime; the next one is kept).
      const hitWithin = async (path: string, headers: Record<string, string> = {}) => {
        for (let i = 0; i < 20; i++) {
          const answer = await ask(path, headers)
          if (answer.cached === 'HIT') return answer
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        return ask(path, headers)
      }
      const again = await hitWithin('/en/about')
      expect(again).toMatchObject({ status: 200, cached: 'HIT', encoding: 'gzip' })
      expect(again.text).toContain('About us</h1>')
      // Kept as the instances compressed it: a client that takes no gzip gets it unpacked.
      const plain = await hitWithin('/en/about', { 'accept-encoding': 'identity' })
      expect(plain).toMatchObject({ status: 200, cached: 'HIT', encoding: null })
      expect(plain.text).toContain('About us</h1>')
      // Both name Accept-Encoding once among what they vary on (fetch joins repeated headers): nginx
      // compressing too once added a Vary of its own beside Next's.
      const varies = (vary: string | null) => (vary ?? '').split(',').map((name) => name.trim().toLowerCase())
      for (const answer of [again, plain]) expect(varies(answer.vary).filter((name) => name === 'accept-encoding'), answer.vary ?? 'no Vary').toHaveLength(1)
      // A link followed asks for the same address with the router's headers: its own entry, flight data.
      expect(await hitWithin('/en/about?_rsc', { rsc: '1' })).toMatchObject({ cached: 'HIT', type: 'text/x-component' })
      expect((await ask('/en/about')).type).toContain('text/html')
      // A signed-in visitor goes past the cache both ways.
      expect((await ask('/en/about', { cookie: 'payload-token=someone' })).cached).toBe('BYPASS')
      // An answer Next says nobody else may keep (a search) is asked for every time.
      await ask('/en/search?q=pipe')
      expect((await ask('/en/search?q=pipe')).cached).toBe('MISS')
      // The unprefixed Persian home is not what a visitor who chose English is sent.
      expect(await hitWithin('/')).toMatchObject({ status: 200, cached: 'HIT' })
      expect(await ask('/', { cookie: 'i18n_redirected=en' })).toMatchObject({ status: 307, location: expect.stringMatching(/\/en$/) })
      // An edit through A shows through nginx about a second after it shows on the instances.
      for (let i = 0; i < 2; i++) await ask(product.path)
      const renamed = `Micro Tube ${Date.now().toString(36)}`
      await rename(product.id, renamed)
      const seen = await timeUntil(async () => (await ask(product.path)).text.includes(renamed), 5_000)
      console.log(`[cluster] an edit showed through nginx's cache after ${seen} ms`)
      expect(seen).not.toBeNull()
      expect(seen).toBeLessThan(3_000)
      await rename(product.id, product.title)
    } finally {
      await balancer.stop()
    }
  })

  it('behind nginx, visitors keep being served when one instance is stopped', async () => {
    const balancer = await startBalancer(3313, [3311, 3312])
    try {
      // Searches: nginx keeps none of them, so each is an instance's answer.
      const statuses = async () => Promise.all(Array.from({ length: 10 }, async (_, i) => (await fetch(`${balancer.base}/en/search?q=${i}`)).status))
      expect(await statuses()).toEqual(Array(10).fill(200))
      await a.stop()
      expect(await statuses()).toEqual(Array(10).fill(200))
      expect((await fetch(`${balancer.base}/api/health`)).status).toBe(200)
    } finally {
      await balancer.stop()
    }
  })

  it('an instance stopped in the middle of orders leaves each order whole or absent, and the other places the rest once', async () => {
    // A fresh A (the test before stopped it) on the same database, cache and bucket.
    await a.stop()
    a = await startInstance('a', 3311, env)
    const email = `orders.${Date.now()}@example.com`
    const created = await fetch(`${a.base}/api/customers`, { method: 'POST', headers: { ...staff, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Interrupted Buyer', email, mobile: '09125550202', password: 'steel-2026' }) })
    const customerId = ((await created.json()) as { doc: { id: number } }).doc.id
    const login = await fetch(`${a.base}/api/customers/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'steel-2026' }) })
    const session = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const inStock = (await (await fetch(`${a.base}/api/products?where[stock][not_equals]=out_of_stock&where[status][equals]=published&limit=1&depth=0`, { headers: staff })).json()) as { docs: { id: number }[] }
    const productId = inStock.docs[0]!.id
    // The checkout's server action, called as the cart page's form calls it.
    const manifest = JSON.parse(readFileSync(path.join('.next', 'server', 'server-reference-manifest.json'), 'utf8')) as { node: Record<string, { filename: string; exportedName: string }> }
    const action = Object.entries(manifest.node).find(([, v]) => v.filename === 'app/actions/orders.ts' && v.exportedName === 'placeOrderAction')![0]
    const details = { buyer: { kind: 'person', nationalCode: '0084575948' }, address: 'شیراز، بلوار زند، کوچهٔ ۴، پلاک ۹', phone: '07132223344' }
    const place = async (instance: Instance, key: string): Promise<string | null> => {
      const res = await fetch(`${instance.base}/en/cart`, {
        method: 'POST',
        headers: { ...session, 'Next-Action': action, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', Origin: instance.base },
        body: JSON.stringify(['en', { lines: [{ productId, quantity: 2 }], checkout: details, key }]),
      }).catch(() => null)
      const text = res?.ok ? await res.text().catch(() => '') : ''
      return text.match(/"orderNumber":"([^"]+)"/)?.[1] ?? null
    }
    const keys = Array.from({ length: 24 }, () => randomUUID())
    // Orders arrive one every 15 ms; A is told to stop while they do.
    const first = keys.map((key, i) => new Promise((resolve) => setTimeout(resolve, i * 15)).then(() => place(a, key)))
    await new Promise((resolve) => setTimeout(resolve, 120))
    await Promise.all([a.stop(), ...first])
    const answered = await Promise.all(first)
    const confirmedByA = answered.filter(Boolean).length
    console.log(`[orders] A confirmed ${confirmedByA} of ${keys.length} before it stopped; the rest were asked again of B`)
    expect(confirmedByA, 'orders A confirmed before it stopped').toBeGreaterThan(0)
    // The customer asks again (same submission key) and B answers: an order A had already written is
    // returned as it is, one A never wrote is placed now.
    const numbers = await Promise.all(keys.map(async (key, i) => answered[i] ?? (await place(b, key))))
    expect(numbers.every(Boolean), 'every order confirmed by A or by B').toBe(true)
    for (const [i, number] of answered.entries()) if (number) expect(numbers[i]).toBe(number)
    const { docs } = (await (await fetch(`${b.base}/api/orders?where[customer][equals]=${customerId}&limit=100&depth=0`, { headers: staff })).json()) as {
      docs: { orderNumber: string; total: number; items: { quantity: number; unitPrice: number; lineTotal: number }[] }[]
    }
    // Exactly one order per submission, each whole: its line and its total written together.
    expect(docs.map((d) => d.orderNumber).sort()).toEqual([...numbers].sort())
    for (const order of docs) {
      expect(order.items, order.orderNumber).toHaveLength(1)
      expect(order.items[0]!.quantity).toBe(2)
      expect(order.items[0]!.lineTotal).toBe(order.items[0]!.unitPrice * 2)
      expect(order.total).toBe(order.items[0]!.lineTotal)
    }
  })

  it('a page that cannot be rendered while the database refuses connections is a 503 with Retry-After, and serves again once it is back', async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    const searched = `/en/search?q=${encodeURIComponent(`outage ${Date.now()}`)}`
    try {
      // As a restart does: every connection ended, and none taken until it is over.
      await admin.query(`ALTER DATABASE "${database.name}" WITH ALLOW_CONNECTIONS false`)
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database.name])
      const res = await fetch(b.base + searched)
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('3')
      expect(await res.text()).toContain('try again')
    } finally {
      await admin.query(`ALTER DATABASE "${database.name}" WITH ALLOW_CONNECTIONS true`)
      await admin.end()
    }
    expect(await timeUntil(async () => (await fetch(b.base + searched)).status === 200, 30_000)).not.toBeNull()
  })

  it('an instance killed outright (SIGKILL) is started again by its supervisor, as start:cluster runs them', async () => {
    const c = await startInstance('c', 3314, env, { restart: true })
    try {
      c.kill('SIGKILL')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await fetch(`${c.base}/api/health`).then((r) => r.status, () => 'down')).toBe('down')
      const back = await timeUntil(async () => (await fetch(`${c.base}/api/health`).then((r) => r.ok, () => false)), 90_000)
      console.log(`[cluster] a SIGKILLed instance answered again after ${back} ms`)
      expect(back).not.toBeNull()
      expect(c.restarts()).toBe(1)
    } finally {
      await c.stop()
    }
  })

  it('a server started on a new database, under the same build and Redis, shows that database and not pages cached from the old one', async () => {
    const oldTitle = `Old Database ${Date.now().toString(36)}`
    const res = await fetch(`${b.base}/api/products/${product.id}?locale=en`, { method: 'PATCH', headers: { ...staff, 'Content-Type': 'application/json' }, body: JSON.stringify({ title: oldTitle }) })
    expect(res.status).toBe(200)
    // The old database's page, with its title, is in the shared cache.
    expect(await timeUntil(async () => { const page = await html(b, product.path); return page.cache === 'HIT' && page.text.includes(oldTitle) }, 10_000)).not.toBeNull()
    const second = await freshPostgres(adminUrl)
    let c: Instance | undefined
    try {
      // Its own files: only the database and the cache are in question here.
      const own = Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('S3_') && key !== 'DATABASE_IDENTITY'))
      const cEnv = await prepare({ ...own, DATABASE_URL: second.url })
      expect(cEnv.DATABASE_IDENTITY).not.toBe(env.DATABASE_IDENTITY)
      c = await startInstance('c', 3313, cEnv)
      const page = await html(c, product.path)
      expect(page.status).toBe(200)
      expect(page.text.includes(oldTitle), 'C served the page cached from the old database').toBe(false)
      expect(unescapeHtml(titleOf(page.text))).toContain(product.title)
    } finally {
      await c?.stop()
      await second.drop()
    }
  })
})
