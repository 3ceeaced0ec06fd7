import type { Payload } from 'payload'
import { directionOf, type Locale } from '@/lib/i18n/config'
import { brands, categories, products, specAttributes, type L10n, type SeedSpec } from './catalogue-data'
import { paragraphs } from './lexical'
import { productImagePng } from './product-image'

const otherLocales = ['en', 'ar'] as const
// Seeding writes hundreds of documents; the pages are rendered afterwards anyway. The price history
// is drawn afterwards for the whole year (seed/price-history.ts), not one record per create.
/**
 * Each write gets a context of its own: Payload's storage plugin marks a write's context once its
 * file is in the bucket (`skipCloudStorage`), and one object shared by every write kept every
 * picture after the first from reaching it.
 */
const seedContext = () => ({ skipRevalidate: true, priceHistory: false })
const DAY = 86_400_000

const specValue = (s: SeedSpec, locale: Locale) => (typeof s.value === 'string' ? s.value : s.value[locale])

/** Writes a document in Persian, then adds its English and Arabic text. */
async function createLocalized<T extends { id: number }>(
  create: (locale: Locale) => Promise<T>,
  update: (doc: T, locale: Locale) => Promise<unknown>,
): Promise<T> {
  const doc = await create('fa')
  for (const locale of otherLocales) await update(doc, locale)
  return doc
}

export async function seedCatalogue(payload: Payload, log: (m: string) => void = () => {}) {
  const attributeIds = new Map<string, number>()
  for (const [i, a] of specAttributes.entries()) {
    const doc = await createLocalized(
      (locale) => payload.create({ collection: 'spec-attributes', locale, context: seedContext(), depth: 0, data: { key: a.key, name: a.name[locale], unit: a.unit?.[locale], numeric: a.numeric, filterable: a.filterable, order: i } }),
      (d, locale) => payload.update({ collection: 'spec-attributes', id: d.id, locale, context: seedContext(), depth: 0, data: { name: a.name[locale], unit: a.unit?.[locale] } }),
    )
    attributeIds.set(a.key, doc.id)
  }

  const brandIds = new Map<string, number>()
  for (const b of brands) {
    const doc = await createLocalized(
      (locale) => payload.create({ collection: 'brands', locale, context: seedContext(), depth: 0, data: { slug: b.slug, name: b.name[locale] } }),
      (d, locale) => payload.update({ collection: 'brands', id: d.id, locale, context: seedContext(), depth: 0, data: { name: b.name[locale] } }),
    )
    brandIds.set(b.slug, doc.id)
  }

  const categoryIds = new Map<string, number>()
  // Parents first, so every child can point at an existing parent.
  const ordered = [...categories.filter((c) => !c.parent), ...categories.filter((c) => c.parent)]
  for (const [i, c] of ordered.entries()) {
    const doc = await createLocalized(
      (locale) =>
        payload.create({
          collection: 'categories',
          locale,
          context: seedContext(),
          depth: 0,
          data: { slug: c.slug, title: c.title[locale], description: c.description[locale], parent: c.parent ? categoryIds.get(c.parent) : undefined, order: i },
        }),
      (d, locale) => payload.update({ collection: 'categories', id: d.id, locale, context: seedContext(), depth: 0, data: { title: c.title[locale], description: c.description[locale] } }),
    )
    categoryIds.set(c.slug, doc.id)
  }
  log(`seeded ${specAttributes.length} specifications, ${brands.length} brands, ${categories.length} categories`)

  const now = Date.now()
  for (const [n, p] of products.entries()) {
    const png = await productImagePng(p.image)
    const pictureText = (locale: Locale) => ({ alt: p.picture.alt[locale], caption: p.picture.caption[locale] })
    const image = await createLocalized(
      (locale) => payload.create({ collection: 'media', locale, context: seedContext(), depth: 0, data: pictureText(locale), file: { data: png, mimetype: 'image/png', name: `${p.slug}.png`, size: png.length } }),
      (d, locale) => payload.update({ collection: 'media', id: d.id, locale, context: seedContext(), depth: 0, data: pictureText(locale) }),
    )
    const text = (locale: Locale, t: L10n) => t[locale]
    const localized = (locale: Locale) => ({
      title: text(locale, p.title),
      summary: text(locale, p.summary),
      technicalDescription: text(locale, p.technicalDescription),
      introduction: paragraphs(text(locale, p.introduction), directionOf(locale)),
    })
    const created = await payload.create({
      collection: 'products',
      locale: 'fa',
      context: seedContext(),
      depth: 0,
      data: {
        ...localized('fa'),
        slug: p.slug,
        status: 'published',
        publishedAt: new Date(now - p.publishedDaysAgo * DAY - n * 60_000).toISOString(),
        category: categoryIds.get(p.category)!,
        brand: brandIds.get(p.brand),
        price: p.price,
        oldPrice: p.oldPrice,
        unit: p.unit,
        stock: p.stock,
        images: [image.id],
        sales: p.sales,
        views: p.views,
        specs: p.specs.map((s) => ({ attribute: attributeIds.get(s.key)!, value: specValue(s, 'fa'), numeric: s.numeric })),
      },
    })
    // Array rows keep their ids, so each language only adds its own values to the same rows.
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'products',
        id: created.id,
        locale,
        context: seedContext(),
        depth: 0,
        data: {
          ...localized(locale),
          specs: (created.specs ?? []).map((row, i) => ({ id: row.id, attribute: row.attribute, numeric: row.numeric, value: specValue(p.specs[i]!, locale) })),
        },
      })
    }
  }
  log(`seeded ${products.length} products with pictures`)
}
