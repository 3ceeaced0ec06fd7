import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getBrands } from '@/lib/catalog/brands'
import { cardLinksOf } from '@/lib/catalog/card-links'
import { findCategory, readCategoryTree, subtreeIds } from '@/lib/catalog/categories'
import { readFacets } from '@/lib/catalog/facets'
import { readListing } from '@/lib/catalog/listing'
import { readProduct, readSimilar } from '@/lib/catalog/product'
import { parseCatalogQuery } from '@/lib/catalog/query-params'
import { recordView } from '@/lib/catalog/views'
import { testPayload } from './payload'
import { staffByRole } from './staff'
import { statementsDuring } from './statements'

let payload: Payload
let roundIds: number[]

beforeAll(async () => {
  payload = await testPayload()
  const tree = await readCategoryTree('en')
  const round = tree.flatMap((n) => [n, ...n.children]).find((n) => n.slug.includes('round'))!
  roundIds = subtreeIds(round)
})

const query = (params: Record<string, string | string[]>) => parseCatalogQuery(params)

async function allPublished(categoryIds?: number[]) {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ status: { equals: 'published' } }, ...(categoryIds ? [{ category: { in: categoryIds } }] : [])] },
    pagination: false,
    depth: 1,
    locale: 'en',
  })
  return docs
}

describe('the demo catalogue', () => {
  it('has at least 8 categories and 80 published products in three languages', async () => {
    const tree = await readCategoryTree('fa')
    expect(tree.flatMap((n) => [n, ...n.children]).length).toBeGreaterThanOrEqual(8)
    const products = await allPublished()
    expect(products.length).toBeGreaterThanOrEqual(80)
    const sample = await payload.findByID({ collection: 'products', id: products[0]!.id, locale: 'all' as 'fa' })
    const title = sample.title as unknown as Record<string, string>
    expect(Object.keys(title).sort()).toEqual(['ar', 'en', 'fa'])
  })
})

describe('listing', () => {
  it('shows twelve products a page (SPEC.md), and its pages together hold every match once', async () => {
    const first = await readListing('en', query({ sort: 'cheapest' }), {})
    expect(first.totalPages).toBeGreaterThan(1)
    expect(first.items).toHaveLength(12)
    const ids: number[] = []
    for (let page = 1; page <= first.totalPages; page++) ids.push(...(await readListing('en', query({ sort: 'cheapest', page: String(page) }), {})).items.map((i) => i.id))
    expect(ids).toHaveLength(first.totalDocs)
    expect(new Set(ids).size).toBe(first.totalDocs)
  })

  it('gives every card its first picture, with an address the site serves', async () => {
    const listing = await readListing('fa', query({}), {})
    expect(listing.items.length).toBeGreaterThan(0)
    for (const card of listing.items) {
      expect(card.image?.url, card.title).toMatch(/^\/api\/media\/file\/.+\.(png|jpe?g|webp|svg)/)
      expect(card.image?.width).toBeGreaterThan(0)
    }
  })

  it.each(['fa', 'en', 'ar'] as const)('names each card\'s brand in %s and links it to its own category, in a category and across all', async (locale) => {
    const tree = await readCategoryTree(locale)
    const leaf = tree.flatMap((n) => [n, ...n.children]).find((n) => !n.children.length && roundIds.includes(n.id))!
    for (const scope of [{}, { categoryIds: roundIds }, { categoryIds: [leaf.id] }]) {
      const listing = await readListing(locale, query({ sort: 'best-selling' }), scope)
      expect(listing.items.length).toBeGreaterThan(0)
      const { docs } = await payload.find({ collection: 'products', locale, where: { id: { in: listing.items.map((i) => i.id) } }, depth: 1, pagination: false })
      const byId = new Map(docs.map((d) => [d.id, d]))
      for (const card of listing.items) {
        const doc = byId.get(card.id)!
        const brand = doc.brand && typeof doc.brand === 'object' ? { slug: doc.brand.slug, name: doc.brand.name } : undefined
        expect({ category: card.categorySlug, brand: card.brand }, card.title).toEqual({ category: (doc.category as { slug: string }).slug, brand })
      }
    }
  })

  it('reads a listing page in four statements: count and ids, then cards and their pictures', async () => {
    const tree = await readCategoryTree('fa')
    const links = cardLinksOf(await getBrands('fa'), tree)
    let listing: Awaited<ReturnType<typeof readListing>> | undefined
    const sent = await statementsDuring(payload, async () => {
      listing = await readListing('fa', query({ sort: 'cheapest', page: '2', stock: 'in' }), { categoryIds: roundIds }, links)
    })
    expect(listing!.items.length).toBeGreaterThan(0)
    expect(listing!.items.every((i) => i.image && i.brand)).toBe(true)
    // Brands and categories come from the lists the listing page holds, not from two more reads.
    expect(sent, sent.join('\n')).toHaveLength(4)
  })

  it.each([
    // Price sorts compare per kilogram, products without a per-kg price last (tests/int/price-per-kg.test.ts).
    ['cheapest', (a: number, b: number) => a <= b, 'cheapestKey'],
    ['most-expensive', (a: number, b: number) => a >= b, 'mostExpensiveKey'],
    ['best-selling', (a: number, b: number) => a >= b, 'sales'],
    ['most-visited', (a: number, b: number) => a >= b, 'views'],
  ] as const)('sorts %s', async (sort, inOrder, field) => {
    const listing = await readListing('en', query({ sort }), {})
    const docs = await allPublished()
    const valueOf = new Map(docs.map((d) => [d.id, d[field] as number]))
    const values = listing.items.map((i) => valueOf.get(i.id)!)
    expect(values.length).toBe(12)
    for (let i = 1; i < values.length; i++) expect(inOrder(values[i - 1]!, values[i]!)).toBe(true)
    // The first page holds the true extremes of the whole catalogue.
    const all = docs.map((d) => d[field] as number)
    expect(values[0]).toBe(sort === 'cheapest' ? Math.min(...all) : Math.max(...all))
  })

  it('sorts newest first by publication date', async () => {
    const listing = await readListing('fa', query({}), {})
    const docs = await allPublished()
    const at = new Map(docs.map((d) => [d.id, Date.parse(d.publishedAt!)]))
    const dates = listing.items.map((i) => at.get(i.id)!)
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })

  it('combines category, brand, price and specification filters', async () => {
    const docs = await allPublished(roundIds)
    const brands = await getBrands('en')
    const brandSlug = (docs[0]!.brand as { slug: string }).slug
    const brandId = brands.find((b) => b.slug === brandSlug)!.id
    const facets = await readFacets('en', roundIds)
    const spec = facets.specs.find((s) => s.key === 'outer_diameter') ?? facets.specs[0]!
    const value = spec.values[0]!.value
    const maxPrice = Math.max(...docs.map((d) => d.price))
    const q = query({ brand: brandSlug, spec: `${spec.key}:${value}`, max: String(maxPrice) })
    const listing = await readListing('en', { ...q, page: 1 }, { categoryIds: roundIds, brandIds: [brandId] })
    const expected = docs.filter(
      (d) =>
        (d.brand as { slug: string }).slug === brandSlug &&
        d.price <= maxPrice &&
        (d.specTokens ?? '').includes(`|${spec.key}=${value}|`),
    )
    expect(listing.totalDocs).toBe(expected.length)
    expect(listing.items.map((i) => i.id).sort()).toEqual(expected.slice(0, 12).map((d) => d.id).sort())
  })

  it('filters numbers on the product and words per language, and follows a spec edit', async () => {
    const attributes = await payload.find({ collection: 'spec-attributes', where: { key: { in: ['outer_diameter', 'coating'] } }, depth: 0 })
    const attribute = (key: string) => attributes.docs.find((a) => a.key === key)!.id
    const specs = (diameter: number) => [
      { attribute: attribute('outer_diameter'), value: String(diameter), numeric: diameter },
      { attribute: attribute('coating'), value: 'Plain-for-the-test' },
    ]
    const made = await payload.create({
      collection: 'products',
      locale: 'en',
      data: { title: 'Spec filter test tube', slug: 'spec-filter-test-tube', status: 'published', category: roundIds[0]!, price: 5_000, unit: 'kg', stock: 'in_stock', specs: specs(987.6) },
    })
    try {
      expect(made.specNumbers).toBe('|outer_diameter=987.6|')
      const ids = async (params: Record<string, string | string[]>) => (await readListing('en', query(params), { categoryIds: roundIds })).items.map((i) => i.id)
      expect(await ids({ spec: 'outer_diameter:987.6' })).toEqual([made.id])
      expect(await ids({ spec: 'coating:plain-for-the-test' })).toEqual([made.id])
      expect(await ids({ spec: ['outer_diameter:987.6', 'coating:galvanized'] })).toEqual([])

      await payload.update({ collection: 'products', id: made.id, locale: 'en', data: { specs: specs(654.3) } })
      expect(await ids({ spec: 'outer_diameter:987.6' })).toEqual([])
      expect(await ids({ spec: 'outer_diameter:654.3' })).toEqual([made.id])
    } finally {
      await payload.delete({ collection: 'products', id: made.id })
    }
  })

  it('finds a Persian word typed with Arabic letters and digits', async () => {
    const persian = await readListing('fa', query({ q: 'گالوانیزه' }), {})
    expect(persian.totalDocs).toBeGreaterThan(0)
    const arabicLetters = await readListing('fa', query({ q: 'گالوانيزه' }), {})
    expect(arabicLetters.totalDocs).toBe(persian.totalDocs)
  })

  it('shows the last page for a page past the end, and nothing for an impossible filter', async () => {
    const past = await readListing('en', query({ page: '999' }), {})
    expect(past.page).toBe(past.totalPages)
    expect(past.items.length).toBeGreaterThan(0)
    const none = await readListing('en', query({ min: '99999999999', page: '3' }), {})
    expect(none.totalDocs).toBe(0)
    expect(none.items).toEqual([])
    // An empty listing is its one page, not page 3 of 1.
    expect([none.page, none.totalPages]).toEqual([1, 1])
  })

  it('hides drafts from listings and product pages until they are published', async () => {
    const sample = (await allPublished(roundIds))[0]!
    const draft = await payload.create({
      collection: 'products',
      locale: 'en',
      // Sold by the kilogram, so its price is its per-kg price and it sorts first as cheapest.
      data: { title: 'Unreleased test tube', slug: 'unreleased-test-tube', status: 'draft', category: roundIds[0]!, price: 1, unit: 'kg', stock: 'in_stock' },
    })
    expect((await readListing('en', query({ sort: 'cheapest' }), {})).items.map((i) => i.id)).not.toContain(draft.id)
    expect(await readProduct('en', draft.id)).toBeNull()
    await expect(payload.find({ collection: 'products', where: { id: { equals: draft.id } }, overrideAccess: false })).resolves.toMatchObject({ totalDocs: 0 })

    await payload.update({ collection: 'products', id: draft.id, locale: 'en', data: { status: 'published' } })
    expect((await readListing('en', query({ sort: 'cheapest' }), {})).items[0]!.id).toBe(draft.id)
    const shown = await readProduct('en', draft.id)
    expect(shown?.title).toBe('Unreleased test tube')
    expect(sample.id).not.toBe(draft.id)
    await payload.delete({ collection: 'products', id: draft.id })
  })

  it('shows a staff edit of a product right away (read through the Local API)', async () => {
    const p = (await allPublished(roundIds))[1]!
    await payload.update({ collection: 'products', id: p.id, locale: 'en', data: { title: 'Edited title for the test', price: 123_000 } })
    const shown = await readProduct('en', p.id)
    expect(shown?.title).toBe('Edited title for the test')
    expect(shown?.price).toBe(123_000)
    expect((await readProduct('fa', p.id))?.title).not.toBe('Edited title for the test')
  })
})

describe('product page data', () => {
  it('lists similar products from the same category, nearest specifications first', async () => {
    const docs = await allPublished(roundIds)
    const product = (await readProduct('en', docs[0]!.id))!
    const similar = await readSimilar('en', product)
    expect(similar.length).toBeGreaterThan(0)
    expect(similar.length).toBeLessThanOrEqual(4)
    expect(similar.map((s) => s.id)).not.toContain(product.id)
    for (const s of similar) expect(docs.map((d) => d.id)).toContain(s.id)
    // Each card links to its category and names its brand, with its picture: all the card shows.
    for (const s of similar) {
      expect(s.categorySlug).toBe(product.categorySlug)
      expect(s.brand?.name).toMatch(/\w/)
      expect(s.image?.url).toMatch(/^\/api\/media\/file\//)
    }
  })

  it('counts a view once per address a day, without staff typing them, and staff cannot set counters', async () => {
    const p = (await allPublished())[2]!
    const today = new Date('2026-11-24T08:00:00Z')
    // Five hundred calls from one address, some at once, are one view; another address is another.
    await Promise.all(Array.from({ length: 20 }, () => recordView(p.id, '203.0.113.50', today)))
    for (let i = 0; i < 480; i++) await recordView(p.id, '203.0.113.50', today)
    await recordView(p.id, '203.0.113.51', today)
    expect((await payload.findByID({ collection: 'products', id: p.id })).views).toBe((p.views ?? 0) + 2)
    // The next day the same address counts again.
    await recordView(p.id, '203.0.113.50', new Date('2026-11-25T08:00:00Z'))
    const after = await payload.findByID({ collection: 'products', id: p.id })
    expect(after.views).toBe((p.views ?? 0) + 3)

    const { editor } = await staffByRole(payload, ['editor'])
    const updated = await payload.update({ collection: 'products', id: p.id, data: { sales: 999_999, summary: 'x' }, overrideAccess: false, user: editor })
    expect(updated.sales).toBe(p.sales)
  })
})

describe('category lookup', () => {
  it('finds categories by slug in the tree', async () => {
    const tree = await readCategoryTree('ar')
    const first = tree[0]!
    expect(findCategory(tree, first.slug)?.title).toBe(first.title)
    expect(findCategory(tree, 'no-such-category')).toBeNull()
  })
})
