import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import { locales } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { categoryPath, productPath } from './paths'

/** Category and published product paths (without locale) for the sitemap. */
async function readCataloguePaths(): Promise<string[]> {
  const payload = await getPayloadClient()
  const [cats, prods] = await Promise.all([
    payload.find({ collection: 'categories', depth: 0, pagination: false, select: { slug: true }, overrideAccess: false }),
    payload.find({
      collection: 'products',
      where: { status: { equals: 'published' } },
      depth: 1,
      pagination: false,
      select: { category: true },
      populate: { categories: { slug: true } },
      sort: 'id',
      overrideAccess: false,
    }),
  ])
  return [
    ...cats.docs.map((c) => categoryPath(c.slug)),
    ...prods.docs.flatMap((p) => (p.category && typeof p.category === 'object' ? [productPath({ id: p.id, categorySlug: p.category.slug })] : [])),
  ]
}

export function getCataloguePaths(): Promise<string[]> {
  return cached(readCataloguePaths, ['catalogue-paths'], locales.map(cacheTags.catalogue))
}
