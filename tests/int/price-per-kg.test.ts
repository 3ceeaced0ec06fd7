import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Product, SpecAttribute } from '@/cms/payload-types'
import { readListing } from '@/lib/catalog/listing'
import { pricePerKg, weightSpecKeys } from '@/lib/catalog/price-per-kg'
import { parseCatalogQuery } from '@/lib/catalog/query-params'
import { testPayload } from './payload'

let payload: Payload
let categoryId: number
let weightId: number
let lengthId: number
const made: Record<string, Product> = {}

const context = { skipRevalidate: true }

async function product(slug: string, data: Pick<Product, 'price' | 'unit'> & { weight?: number; length?: number }) {
  const specs = [
    ...(data.weight !== undefined ? [{ attribute: weightId, value: String(data.weight), numeric: data.weight }] : []),
    ...(data.length !== undefined ? [{ attribute: lengthId, value: String(data.length), numeric: data.length }] : []),
  ]
  made[slug] = await payload.create({
    collection: 'products',
    locale: 'fa',
    context,
    data: { title: `محصول ${slug}`, slug: `per-kg-${slug}`, status: 'published', category: categoryId, price: data.price, unit: data.unit, stock: 'in_stock', specs },
  })
  return made[slug]
}

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({ collection: 'spec-attributes', where: { key: { in: Object.values(weightSpecKeys) } }, limit: 2 })
  const idOf = (key: string) => docs.find((d) => d.key === key)!.id
  weightId = idOf(weightSpecKeys.perMeter)
  lengthId = idOf(weightSpecKeys.branchLength)
  categoryId = (await payload.create({ collection: 'categories', locale: 'fa', context, data: { slug: 'per-kg-test', title: 'آزمون قیمت هر کیلو' } })).id
  await product('branch', { price: 1_800_000, unit: 'branch', weight: 5, length: 6 })
  await product('kg', { price: 95_000, unit: 'kg' })
  await product('meter', { price: 300_000, unit: 'meter', weight: 4 })
  await product('piece', { price: 50_000, unit: 'piece', weight: 2, length: 6 })
  await product('branch-unknown', { price: 900_000, unit: 'branch', length: 6 })
})

afterAll(async () => {
  // Other files read the whole catalogue: leave it as seeded.
  await payload.delete({ collection: 'products', where: { category: { equals: categoryId } }, context })
  await payload.delete({ collection: 'categories', id: categoryId, context })
})

describe('price per kilogram, derived on save', () => {
  it.each([
    ['branch', 60_000],
    ['kg', 95_000],
    ['meter', 75_000],
    ['piece', null],
    ['branch-unknown', null],
  ])('%s → %s toman per kg', (slug, expected) => {
    expect(made[slug]!.pricePerKg ?? null).toBe(expected)
  })

  it('follows a new price and a new weight', async () => {
    const id = made.branch!.id
    const dearer = await payload.update({ collection: 'products', id, depth: 0, context, data: { price: 2_400_000 } })
    expect(dearer.pricePerKg).toBe(80_000)
    const heavier = await payload.update({ collection: 'products', id, depth: 0, context, data: { specs: (dearer.specs ?? []).map((s) => ({ ...s, numeric: s.numeric === 5 ? 8 : s.numeric })) } })
    expect(heavier.pricePerKg).toBe(50_000)
    made.branch = await payload.update({ collection: 'products', id, depth: 0, context, data: { price: 1_800_000, specs: (heavier.specs ?? []).map((s) => ({ ...s, numeric: s.numeric === 8 ? 5 : s.numeric })) } })
    expect(made.branch.pricePerKg).toBe(60_000)
  })

  it('is filled for the demo catalogue (the seed saves through the same hook)', async () => {
    const { docs } = await payload.find({ collection: 'products', where: { category: { not_equals: categoryId } }, pagination: false, depth: 1, locale: 'en' })
    const numeric = (p: Product, key: string) => p.specs?.find((s) => (s.attribute as SpecAttribute).key === key)?.numeric ?? null
    const expected = docs.map((p) => pricePerKg({ price: p.price, unit: p.unit, weightPerMeter: numeric(p, weightSpecKeys.perMeter), branchLength: numeric(p, weightSpecKeys.branchLength) }))
    expect(docs.map((p) => p.pricePerKg ?? null)).toEqual(expected)
    expect(docs.filter((p) => p.unit === 'branch' && p.pricePerKg).length).toBeGreaterThan(10)
  })
})

describe('price sorts', () => {
  const order = async (sort: 'cheapest' | 'most-expensive') =>
    (await readListing('en', parseCatalogQuery({ sort }), { categoryIds: [categoryId] })).items.map((i) => Object.entries(made).find(([, p]) => p.id === i.id)![0])

  it('cheapest ranks by price per kg, products without one last by price', async () => {
    expect(await order('cheapest')).toEqual(['branch', 'meter', 'kg', 'piece', 'branch-unknown'])
  })

  it('most expensive ranks by price per kg, products without one last by price', async () => {
    expect(await order('most-expensive')).toEqual(['kg', 'meter', 'branch', 'branch-unknown', 'piece'])
  })
})
