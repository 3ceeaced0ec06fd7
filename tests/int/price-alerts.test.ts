import { readFile } from 'node:fs/promises'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@/cms/payload-types'
import { customerViewer, type CustomerViewer } from '@/lib/auth/viewer-of'
import { alertSchema } from '@/lib/prices/alert-schema'
import { listPriceAlerts, notifyPriceAlerts, setPriceAlert } from '@/lib/prices/alerts'
import { outboxPath } from '@/lib/sms/console'
import { testPayload } from './payload'

let payload: Payload
let sara: CustomerViewer
let omid: CustomerViewer
let product: Product
let other: Product

const textsTo = async (mobile: string) =>
  (await readFile(outboxPath(), 'utf8').catch(() => '')).split('\n').filter((l) => l.split('\t')[1] === mobile).map((l) => l.split('\t')[2]!)

beforeAll(async () => {
  payload = await testPayload()
  sara = customerViewer(await payload.create({ collection: 'customers', data: { name: 'Sara', email: 'sara.alerts@example.com', mobile: '09127770001', password: 'steel-2026' } }))
  omid = customerViewer(await payload.create({ collection: 'customers', data: { name: 'Omid', email: 'omid.alerts@example.com', mobile: '09127770002', password: 'steel-2026' } }))
  const { docs } = await payload.find({ collection: 'products', where: { status: { equals: 'published' } }, limit: 1, depth: 0, sort: 'id' })
  product = docs[0]!
  other = (await payload.find({ collection: 'products', where: { id: { greater_than: product.id } }, limit: 1, depth: 0, sort: 'id' })).docs[0]!
})

afterAll(async () => {
  // Other files read the seeded prices: put this one back, and the alerts away.
  await payload.delete({ collection: 'price-alerts', where: { product: { in: [product.id, other.id] } } })
  await payload.update({ collection: 'products', id: product.id, data: { price: product.price }, context: { skipRevalidate: true } })
})

const parse = (input: object) => alertSchema.safeParse({ productId: product.id, ...input })

describe('price alerts', () => {
  it('take a price below which to text only as a positive whole number of toman, in any digits', () => {
    expect(parse({ kind: 'below', threshold: '۱٬۲۵۰٬۰۰۰' })).toMatchObject({ success: true, data: { threshold: 1_250_000 } })
    expect(parse({ kind: 'below', threshold: '980000' })).toMatchObject({ success: true, data: { threshold: 980_000 } })
    for (const threshold of ['', '0', '-5', '1.5', 'ten', '1e6'])
      expect(parse({ kind: 'below', threshold }).error?.issues[0]).toMatchObject({ path: ['threshold'], message: 'threshold' })
    expect(parse({ kind: 'change', threshold: 'ignored' })).toMatchObject({ success: true, data: { threshold: null } })
  })

  it('are the customer’s own: one per product, replaced when set again, invisible to others', async () => {
    expect(await setPriceAlert(payload, sara, { productId: product.id, kind: 'below', threshold: 5 }, 'fa')).toBe('ok')
    expect(await setPriceAlert(payload, sara, { productId: product.id, kind: 'change', threshold: null }, 'en')).toBe('ok')
    const mine = await listPriceAlerts(payload, sara, 'en')
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ productId: product.id, kind: 'change', price: product.price })
    expect(await listPriceAlerts(payload, omid, 'en')).toEqual([])
    await expect(payload.delete({ collection: 'price-alerts', id: mine[0]!.id, user: omid.user, overrideAccess: false })).rejects.toThrow()
    expect(await setPriceAlert(payload, sara, { productId: 99_999_999, kind: 'change', threshold: null }, 'fa')).toBe('product')
  })

  it('text once a day at most, in the language the alert was set in, with the product’s link', async () => {
    const before = (await textsTo(sara.mobile)).length
    const changed = await payload.update({ collection: 'products', id: product.id, data: { price: product.price + 10_000 } })
    // The hook texts beside the save; the call below meets the same alert the same day and sends nothing.
    await expect.poll(async () => (await textsTo(sara.mobile)).length).toBe(before + 1)
    const text = (await textsTo(sara.mobile)).at(-1)!
    // An absolute, short link a phone can open: the site's origin and the product's short address.
    const link = text.match(/\bhttps?:\/\/\S+/)?.[0]
    expect(link).toBe(new URL(`/en/p/${product.id}`, process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).toString())
    expect(text).toMatch(/new price [\d,]+ toman \(was [\d,]+\)/)
    expect(await notifyPriceAlerts(payload, changed, changed.price - 5_000)).toBe(0)
    expect((await textsTo(sara.mobile)).length).toBe(before + 1)
    // The next Tehran day the alert may text again.
    const tomorrow = new Date(Date.now() + 86_400_000)
    expect(await notifyPriceAlerts(payload, changed, changed.price - 5_000, tomorrow)).toBe(1)
  })

  it('below a price: silent above it, a text once the price falls under it', async () => {
    await setPriceAlert(payload, omid, { productId: other.id, kind: 'below', threshold: 1_000 }, 'fa')
    const current = await payload.findByID({ collection: 'products', id: other.id })
    expect(await notifyPriceAlerts(payload, current, current.price + 1)).toBe(0)
    const cheap = { ...current, price: 900 }
    expect(await notifyPriceAlerts(payload, cheap, current.price)).toBe(1)
    expect((await textsTo(omid.mobile)).at(-1)).toMatch(/قیمت جدید ۹۰۰ تومان/)
  })
})
