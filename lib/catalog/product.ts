import type { Product, SpecAttribute } from '@/cms/payload-types'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { figureRef, type FigureRef } from '@/lib/media/figure'
import { getPayloadClient } from '@/lib/payload'
import { cardPopulate, cardSelect, toCard, type ProductCard } from './cards'

export type SpecRow = { key: string; name: string; value: string; unit?: string; numeric?: number }

export type ProductDetail = ProductCard & {
  slug: string
  categoryId: number
  categoryTitle: string
  introduction: Product['introduction']
  technicalDescription?: string
  specs: SpecRow[]
  images: FigureRef[]
  likes: number
  /** False when staff stopped orders for it (out of stock alone still takes orders, made to order). */
  orderable: boolean
}

function specRows(specs: Product['specs']): SpecRow[] {
  return (specs ?? []).flatMap((s) => {
    const a = s.attribute as SpecAttribute | number
    if (!a || typeof a !== 'object') return []
    return [{ key: a.key, name: a.name, value: s.value, unit: a.unit ?? undefined, numeric: s.numeric ?? undefined }]
  })
}

/** A published product in one locale, or null when there is none with that id. */
export async function readProduct(locale: Locale, id: number): Promise<ProductDetail | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    where: { and: [{ id: { equals: id } }, { status: { equals: 'published' } }] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  const p = docs[0]
  if (!p || typeof p.category !== 'object' || !p.category) return null
  return {
    ...toCard(p),
    slug: p.slug,
    categoryId: p.category.id,
    categoryTitle: p.category.title,
    introduction: p.introduction,
    technicalDescription: p.technicalDescription ?? undefined,
    specs: specRows(p.specs),
    images: (p.images ?? []).flatMap((m) => figureRef(m, 'original') ?? []),
    likes: p.likes ?? 0,
    orderable: p.orderable !== false,
  }
}

export function getProduct(locale: Locale, id: number): Promise<ProductDetail | null> {
  return cached(() => readProduct(locale, id), ['product', locale, String(id)], [cacheTags.catalogue(locale)])
}

/** How far apart two products' numeric specifications are: mean relative difference of shared keys. */
function specDistance(a: Pick<SpecRow, 'key' | 'numeric'>[], b: Pick<SpecRow, 'key' | 'numeric'>[]): number {
  const bByKey = new Map(b.filter((s) => s.numeric !== undefined).map((s) => [s.key, s.numeric!]))
  const diffs = a.flatMap((s) => {
    const other = bByKey.get(s.key)
    if (s.numeric === undefined || other === undefined) return []
    const scale = Math.max(Math.abs(s.numeric), Math.abs(other), 1e-9)
    return [Math.abs(s.numeric - other) / scale]
  })
  return diffs.length ? diffs.reduce((x, y) => x + y, 0) / diffs.length : Number.POSITIVE_INFINITY
}

/** Up to four products of the same category, nearest in specifications first. */
export async function readSimilar(locale: Locale, product: Pick<ProductDetail, 'id' | 'categoryId' | 'specs'>, limit = 4): Promise<ProductCard[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    where: { and: [{ status: { equals: 'published' } }, { category: { equals: product.categoryId } }, { id: { not_equals: product.id } }] },
    depth: 1,
    limit: 60,
    select: { ...cardSelect, specs: true },
    populate: cardPopulate,
    overrideAccess: false,
  })
  return docs
    .map((d) => ({ card: toCard(d), distance: specDistance(product.specs, specRows(d.specs)) }))
    .sort((x, y) => x.distance - y.distance || x.card.id - y.card.id)
    .slice(0, limit)
    .map((x) => x.card)
}

export function getSimilar(locale: Locale, product: Pick<ProductDetail, 'id' | 'categoryId' | 'specs'>): Promise<ProductCard[]> {
  return cached(() => readSimilar(locale, product), ['similar', locale, String(product.id)], [cacheTags.catalogue(locale)])
}

/** Cards for the given ids in that order (comparison, cart); unknown or unpublished ids are left out. */
export async function readProductsByIds(locale: Locale, ids: number[]): Promise<ProductDetail[]> {
  const found = await Promise.all(ids.map((id) => getProduct(locale, id)))
  return found.filter((p): p is ProductDetail => p !== null)
}
