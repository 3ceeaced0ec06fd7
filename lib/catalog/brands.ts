import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'

export type BrandInfo = { id: number; slug: string; name: string }

async function readBrands(locale: Locale): Promise<BrandInfo[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'brands', locale, depth: 0, pagination: false, sort: 'slug', overrideAccess: false })
  return docs.map((b) => ({ id: b.id, slug: b.slug, name: b.name }))
}

export function getBrands(locale: Locale): Promise<BrandInfo[]> {
  return cached(() => readBrands(locale), ['brands', locale], [cacheTags.catalogue(locale)])
}
