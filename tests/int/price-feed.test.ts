import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withVat } from '@/lib/prices/board-figures'
import { readPriceFeed, type PriceFeed } from '@/lib/prices/feed'
import type { FeedQuery } from '@/lib/prices/feed-query'
import { testPayload } from './payload'

let payload: Payload
let savedRates: { rate: number; from: string }[]

beforeAll(async () => {
  payload = await testPayload()
  savedRates = ((await payload.findGlobal({ slug: 'invoice-settings', depth: 0 })).vatRates ?? []).map((r) => ({ rate: r.rate, from: r.from }))
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'invoice-settings', data: { vatRates: savedRates } })
})

const query = (over: Partial<FeedQuery> = {}): FeedQuery => ({ locale: 'en', category: null, brand: null, stock: null, vat: false, ...over })
async function feed(over: Partial<FeedQuery> = {}): Promise<PriceFeed> {
  const result = await readPriceFeed(query(over))
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.feed
}

describe('the public price feed', () => {
  it('lists every published product with its price, per-kg and per-ton figures, in the language asked', async () => {
    const all = await feed()
    const { totalDocs } = await payload.count({ collection: 'products', where: { status: { equals: 'published' } } })
    expect(all.count).toBe(totalDocs)
    expect(all.items).toHaveLength(totalDocs)
    const weighed = all.items.filter((i) => i.pricePerKg !== null)
    expect(weighed.length).toBeGreaterThan(0)
    const { docs } = await payload.find({ collection: 'products', where: { id: { in: weighed.map((i) => i.id) } }, pagination: false, depth: 0, select: { pricePerKg: true, price: true } })
    const byId = new Map(docs.map((d) => [d.id, d]))
    for (const item of weighed) {
      const product = byId.get(item.id)!
      expect(item.pricePerKg).toBe(product.pricePerKg)
      expect(item.pricePerTon).toBe(product.pricePerKg! * 1000)
      expect(item.price).toBe(product.price)
    }
    expect(all.items[0]!.url).toMatch(/^\/en\/pr\/[a-z0-9-]+\/\d+$/)
    const fa = await feed({ locale: 'fa' })
    expect(fa.items.map((i) => i.id)).toEqual(all.items.map((i) => i.id))
    expect(fa.items.some((i, k) => i.title !== all.items[k]!.title)).toBe(true)
    expect(fa.items[0]!.url).toMatch(/^\/pr\//)
  })

  it('adds the tax in force today to every figure when asked, each rounded as an invoice rounds it', async () => {
    const day = 86_400_000
    await payload.updateGlobal({ slug: 'invoice-settings', data: { vatRates: [{ rate: 9, from: new Date(Date.now() - 400 * day).toISOString() }, { rate: 10, from: new Date(Date.now() - day).toISOString() }, { rate: 12, from: new Date(Date.now() + 30 * day).toISOString() }] } })
    const plain = await feed()
    const taxed = await feed({ vat: true })
    expect(plain.vat).toEqual({ included: false, ratePercent: 10 })
    expect(taxed.vat).toEqual({ included: true, ratePercent: 10 })
    plain.items.forEach((item, k) => {
      const t = taxed.items[k]!
      expect(t.price).toBe(withVat(item.price, 10))
      expect(t.pricePerKg).toBe(item.pricePerKg === null ? null : withVat(item.pricePerKg, 10))
      expect(t.pricePerTon).toBe(item.pricePerTon === null ? null : withVat(item.pricePerTon, 10))
    })
  })

  it('filters by category (with its subcategories), brand and stock, and refuses ones that do not exist', async () => {
    const all = await feed()
    const category = all.items[0]!.category
    const inCategory = await feed({ category })
    expect(inCategory.count).toBeGreaterThan(0)
    expect(inCategory.count).toBeLessThan(all.count)
    const branded = all.items.find((i) => i.brand)!
    const byBrand = await feed({ brand: branded.brand })
    expect(byBrand.items.every((i) => i.brand === branded.brand)).toBe(true)
    expect(byBrand.items.map((i) => i.id)).toContain(branded.id)
    const inStock = await feed({ stock: 'in_stock' })
    expect(inStock.items.every((i) => i.stock === 'in_stock')).toBe(true)
    expect(inStock.count).toBe(all.items.filter((i) => i.stock === 'in_stock').length)

    expect(await readPriceFeed(query({ category: 'no-such-category' }))).toEqual({ ok: false, errors: [{ key: 'noCategory', values: { slug: 'no-such-category' } }] })
    expect(await readPriceFeed(query({ brand: 'no-such-brand' }))).toEqual({ ok: false, errors: [{ key: 'noBrand', values: { slug: 'no-such-brand' } }] })
  })

  it('says when its latest price changed', async () => {
    const all = await feed()
    const latest = all.items.map((i) => i.changedAt).filter((d): d is string => d !== null).sort().at(-1) ?? null
    expect(all.lastModified).toBe(latest)
  })
})
