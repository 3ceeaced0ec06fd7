import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { getBrands } from './brands'
import { getSpecAttributes } from './spec-attributes'
import { specToken } from './spec-token'

export type FacetValue = { value: string; label: string; count: number; numeric?: number }
export type Facets = {
  brands: (FacetValue & { slug: string })[]
  price: { min: number; max: number } | null
  specs: { key: string; name: string; unit?: string; values: FacetValue[] }[]
}

/** What the filter panel offers for a category: brands, price range and spec values, with counts. */
export async function readFacets(locale: Locale, categoryIds?: number[]): Promise<Facets> {
  const payload = await getPayloadClient()
  const [brands, attributes, { docs }] = await Promise.all([
    getBrands(locale),
    getSpecAttributes(locale),
    payload.find({
      collection: 'products',
      locale,
      where: { and: [{ status: { equals: 'published' } }, ...(categoryIds ? [{ category: { in: categoryIds } }] : [])] },
      depth: 0,
      pagination: false,
      select: { brand: true, price: true, specs: true },
      overrideAccess: false,
    }),
  ])
  const brandCount = new Map<number, number>()
  const specValues = new Map<string, Map<string, FacetValue>>()
  const attrById = new Map(attributes.map((a) => [a.id, a]))
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (const p of docs) {
    const brandId = typeof p.brand === 'object' && p.brand ? p.brand.id : p.brand
    if (typeof brandId === 'number') brandCount.set(brandId, (brandCount.get(brandId) ?? 0) + 1)
    min = Math.min(min, p.price)
    max = Math.max(max, p.price)
    for (const s of p.specs ?? []) {
      const attrId = typeof s.attribute === 'object' ? s.attribute.id : s.attribute
      const attr = attrById.get(attrId)
      if (!attr?.filterable) continue
      const value = specToken(attr.key, s.numeric ?? null, s.value).slice(attr.key.length + 1)
      const values = specValues.get(attr.key) ?? new Map<string, FacetValue>()
      const existing = values.get(value)
      if (existing) existing.count += 1
      else values.set(value, { value, label: s.value, count: 1, numeric: s.numeric ?? undefined })
      specValues.set(attr.key, values)
    }
  }
  return {
    brands: brands.filter((b) => brandCount.has(b.id)).map((b) => ({ slug: b.slug, value: b.slug, label: b.name, count: brandCount.get(b.id)! })),
    price: docs.length ? { min, max } : null,
    specs: attributes
      .filter((a) => specValues.has(a.key) && specValues.get(a.key)!.size > 1)
      .map((a) => ({
        key: a.key,
        name: a.name,
        unit: a.unit,
        values: [...specValues.get(a.key)!.values()].sort((x, y) => (x.numeric ?? 0) - (y.numeric ?? 0) || x.label.localeCompare(y.label)),
      })),
  }
}

export function getFacets(locale: Locale, categoryIds?: number[]): Promise<Facets> {
  return cached(() => readFacets(locale, categoryIds), ['facets', locale, (categoryIds ?? []).join(',')], [cacheTags.catalogue(locale)])
}
