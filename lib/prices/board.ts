import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import type { Product } from '@/cms/payload-types'
import { getBrands } from '@/lib/catalog/brands'
import { getSpecAttributes } from '@/lib/catalog/spec-attributes'
import { sizeOf, specValuesOf, type BoardSize } from './board-size'
import { dailyChange, type DailyChange } from './daily-change'

export type BoardRow = {
  id: number
  title: string
  categoryId: number
  size: BoardSize | null
  /** The section's shape as the catalogue names it in this locale (the `shape` specification). */
  shape: string | null
  /** Outside diameter, or the (first) side of a box section, in mm: what the board's size filter reads. */
  outer: number | null
  /** Wall thickness (mm) and branch length (m), as specified. */
  wall: number | null
  length: number | null
  standard: string | null
  grade: string | null
  brand: { slug: string; name: string } | null
  unit: Product['unit']
  price: number
  /** Whole toman a kilogram, when the product's weight is known (lib/catalog/price-per-kg.ts). */
  perKg: number | null
  change: DailyChange | null
  changedAt: string | null
  stock: Product['stock']
}

/** Every published product's row of the price board in one locale, in the catalogue's order. */
export async function readPriceBoard(locale: Locale): Promise<BoardRow[]> {
  const payload = await getPayloadClient()
  const [attributes, brands] = await Promise.all([getSpecAttributes(locale), getBrands(locale)])
  const keyOf = new Map(attributes.map((a) => [a.id, a.key]))
  const brandOf = new Map(brands.map((b) => [b.id, { slug: b.slug, name: b.name }]))
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    where: { status: { equals: 'published' } },
    sort: 'id',
    pagination: false,
    depth: 0,
    select: { title: true, category: true, brand: true, specs: true, unit: true, price: true, pricePerKg: true, previousPrice: true, priceChangedAt: true, stock: true },
    overrideAccess: false,
  })
  return docs.map((p) => {
    const specs = specValuesOf(p.specs, keyOf)
    const text = (key: string) => specs.find((s) => s.key === key)?.value ?? null
    const number = (key: string) => specs.find((s) => s.key === key)?.numeric ?? null
    return {
      id: p.id,
      title: p.title,
      categoryId: typeof p.category === 'number' ? p.category : p.category.id,
      size: sizeOf(specs),
      shape: text('shape'),
      outer: number('outer_diameter') ?? number('width'),
      wall: number('wall_thickness'),
      length: number('length'),
      standard: text('standard'),
      grade: text('grade'),
      brand: typeof p.brand === 'number' ? (brandOf.get(p.brand) ?? null) : null,
      unit: p.unit,
      price: p.price,
      perKg: p.pricePerKg ?? null,
      change: dailyChange(p.price, p.previousPrice),
      changedAt: p.priceChangedAt ?? null,
      stock: p.stock,
    }
  })
}

/** The board is refreshed with the catalogue: a price change expires it in every locale. */
export function getPriceBoard(locale: Locale): Promise<BoardRow[]> {
  return cached(() => readPriceBoard(locale), ['price-board', locale], [cacheTags.catalogue(locale)])
}
