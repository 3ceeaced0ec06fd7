import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, User } from '@/cms/payload-types'
import { readPriceBoard } from '@/lib/prices/board'
import { testPayload } from './payload'
import { api, staffToken } from './rest'
import { staffByRole } from './staff'

let payload: Payload
let staff: Record<'admin' | 'editor', User>

beforeAll(async () => {
  payload = await testPayload()
  staff = await staffByRole(payload, ['admin', 'editor'])
})

// Other files pick published products by unit and read every title: leave the catalogue as seeded.
const made: number[] = []
afterAll(async () => {
  if (made.length) await payload.delete({ collection: 'products', where: { id: { in: made } } })
})

async function newProduct(price: number): Promise<Product> {
  const { docs } = await payload.find({ collection: 'categories', limit: 1, depth: 0 })
  const product = await payload.create({
    collection: 'products',
    locale: 'en',
    data: { title: `Price history tube ${price}`, slug: `price-history-tube-${price}-${Date.now()}`, status: 'published', category: docs[0]!.id, price, unit: 'branch', stock: 'in_stock' },
  })
  made.push(product.id)
  return product
}

const history = async (productId: number) =>
  (await payload.find({ collection: 'price-changes', where: { product: { equals: productId } }, sort: 'at', pagination: false, depth: 0 })).docs

describe('price history', () => {
  it('writes one record per price change, with who, when, old and new price; none for other edits', async () => {
    const product = await newProduct(1_000_000)
    expect(await history(product.id)).toMatchObject([{ oldPrice: null, price: 1_000_000, source: 'edit', unit: 'branch' }])

    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { price: 1_050_000 }, user: staff.editor, overrideAccess: false })
    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { title: 'Renamed, same price' }, user: staff.editor, overrideAccess: false })
    const records = await history(product.id)
    expect(records).toHaveLength(2)
    expect(records[1]).toMatchObject({ oldPrice: 1_000_000, price: 1_050_000, changedBy: staff.editor.id, source: 'edit' })
  })

  it('compares the board with the previous day that had a price, whatever the request sends', async () => {
    const product = await newProduct(2_000_000)
    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    // As if the last change was yesterday: today's first change compares with yesterday's price.
    await payload.db.updateOne({ collection: 'products', id: product.id, data: { previousPrice: 1_900_000, priceChangedAt: yesterday }, returning: false })
    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { price: 2_100_000 } })
    // A second change the same day still compares with yesterday's close, not with this morning's.
    const again = await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { price: 2_200_000, previousPrice: 1, priceChangedAt: yesterday } as Partial<Product> })
    expect(again.previousPrice).toBe(2_000_000)
    expect(Date.parse(again.priceChangedAt!)).toBeGreaterThan(Date.now() - 60_000)

    const row = (await readPriceBoard('en')).find((r) => r.id === product.id)!
    expect(row.change).toEqual({ amount: 200_000, percent: 10 })
    expect(row.price).toBe(2_200_000)
  })

  it('rolls the record back with a price change that fails', async () => {
    const product = await newProduct(3_000_000)
    await expect(payload.update({ collection: 'products', id: product.id, locale: 'en', data: { price: 3_100_000, category: 999_999 } })).rejects.toThrow()
    expect((await history(product.id)).map((r) => r.price)).toEqual([3_000_000])
    expect((await payload.findByID({ collection: 'products', id: product.id })).price).toBe(3_000_000)
  })

  it('cannot be written, changed or deleted through REST or GraphQL, even by an admin', async () => {
    const product = await newProduct(4_000_000)
    const [record] = await history(product.id)
    const token = await staffToken('admin')

    expect((await api('GET', `/price-changes/${record!.id}`, { token })).status).toBe(200)
    expect((await api('GET', `/price-changes/${record!.id}`)).status).toBe(403)
    expect((await api('POST', '/price-changes', { json: { product: product.id, at: new Date().toISOString(), price: 1 }, token })).status).toBe(403)
    expect((await api('PATCH', `/price-changes/${record!.id}`, { json: { price: 1 }, token })).status).toBe(403)
    expect((await api('DELETE', `/price-changes/${record!.id}`, { token })).status).toBe(403)

    const mutation = `mutation { updatePriceChange(id: ${record!.id}, data: { price: 1 }) { id price } }`
    const graphql = (await (await api('POST', '/graphql', { json: { query: mutation }, token })).json()) as { data?: { updatePriceChange: unknown }; errors?: { message: string }[] }
    // The admin speaks Persian: «شما مجاز به انجام این کار نیستید.» (you are not allowed to do this).
    expect(graphql.errors?.[0]?.message).toBe('شما مجاز به انجام این کار نیستید.')
    expect(graphql.data?.updatePriceChange ?? null).toBeNull()
    const remove = (await (await api('POST', '/graphql', { json: { query: `mutation { deletePriceChange(id: ${record!.id}) { id } }` }, token })).json()) as { errors?: unknown[] }
    expect(remove.errors?.length).toBeGreaterThan(0)

    expect(await history(product.id)).toMatchObject([{ id: record!.id, price: 4_000_000 }])
  })
})

describe('the demo price history', () => {
  it('gives every seeded product a year of changes ending at its price', async () => {
    const { docs } = await payload.find({ collection: 'products', pagination: false, depth: 0, sort: 'id' })
    const histories = await Promise.all(docs.map(async (p) => ({ p, records: await history(p.id) })))
    // Products other tests have edited since the seed carry later records too: read the seed's own.
    const untouched = histories.filter(({ records }) => records.length && records.every((r) => r.source === 'seed'))
    expect(untouched.length).toBeGreaterThan(50)
    for (const { p, records } of untouched) {
      expect(records.length).toBeGreaterThan(50)
      expect(records.at(-1)!.price).toBe(p.price)
      expect(records.at(-1)!.oldPrice).toBe(p.previousPrice)
      expect(Date.now() - Date.parse(records[0]!.at)).toBeGreaterThan(350 * 86_400_000)
    }
  })
})
