import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { posts } from '@/cms/seed/blog-data'
import { products } from '@/cms/seed/catalogue-data'
import { albums } from '@/cms/seed/company-data'
import { sceneAlt } from '@/cms/seed/scene-text'
import { readPost, readPostList } from '@/lib/blog/posts'
import { parseBlogQuery } from '@/lib/blog/query-params'
import { readListing } from '@/lib/catalog/listing'
import { readProduct } from '@/lib/catalog/product'
import { parseCatalogQuery } from '@/lib/catalog/query-params'
import { readAlbum, readAlbums } from '@/lib/gallery/albums'
import { locales } from '@/lib/i18n/config'
import { testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function productIdOf(slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'products', where: { slug: { equals: slug } }, limit: 1, depth: 0, select: { slug: true } })
  return docs[0]!.id
}

describe('pictures in the page language', () => {
  it('a product picture has its alt text and caption in each language', async () => {
    const seed = products.find((p) => p.image.shape === 'square')!
    const id = await productIdOf(seed.slug)
    for (const locale of locales) {
      const product = await readProduct(locale, id)
      expect(product!.images[0], locale).toMatchObject({ alt: seed.picture.alt[locale], caption: seed.picture.caption[locale] })
    }
  })

  it('listing cards show the picture with the alt text of their language', async () => {
    for (const locale of locales) {
      const { items } = await readListing(locale, parseCatalogQuery({}), {})
      const { docs } = await payload.find({ collection: 'products', where: { id: { in: items.map((c) => c.id) } }, depth: 0, pagination: false, select: { slug: true } })
      const slugOf = new Map(docs.map((d) => [d.id, d.slug]))
      // Other test files add products of their own; the demo ones are recognised by slug.
      const seeded = items.flatMap((card) => {
        const seed = products.find((p) => p.slug === slugOf.get(card.id))
        return seed ? [{ card, seed }] : []
      })
      expect(seeded.length).toBeGreaterThan(0)
      for (const { card, seed } of seeded) {
        expect(card.image, `${locale} ${seed.slug}`).toMatchObject({ url: expect.stringMatching(/^\/api\/media\/file\//), alt: seed.picture.alt[locale] })
      }
    }
  })

  it('a blog cover has the scene as alt text and the post’s caption, in each language', async () => {
    const { posts: cards } = await readPostList('en', parseBlogQuery({}))
    const seed = posts.find((p) => p.title.en === cards[0]!.title)!
    for (const locale of locales) {
      const post = await readPost(locale, cards[0]!.id)
      expect(post!.cover, locale).toMatchObject({ alt: sceneAlt[seed.scene][locale], caption: seed.coverCaption[locale] })
    }
  })

  it('album pictures have their captions and alt texts in each language', async () => {
    const [first] = await readAlbums('en')
    for (const locale of locales) {
      const album = await readAlbum(locale, first!.id)
      expect(album!.pictures.map((p) => [p.full.alt, p.caption]), locale).toEqual(albums[0]!.pictures.map((p) => [sceneAlt[p.scene][locale], p.caption[locale]]))
    }
  })

  it('an album picture without a caption of its own shows the one stored with the picture', async () => {
    const [first] = await readAlbums('en')
    const source = await payload.findByID({ collection: 'gallery-albums', id: first!.id, depth: 0 })
    const image = source.pictures![0]!.image as number
    const album = await payload.create({ collection: 'gallery-albums', locale: 'fa', data: { title: 'آلبوم آزمایشی', pictures: [{ image }] } })
    try {
      for (const locale of locales) {
        const media = await payload.findByID({ collection: 'media', id: image, locale })
        expect((await readAlbum(locale, album.id))!.pictures[0]!.caption, locale).toBe(media.caption)
      }
    } finally {
      await payload.delete({ collection: 'gallery-albums', id: album.id })
    }
  })

  it('a caption edited in one language leaves the others as they were', async () => {
    const seed = products[0]!
    const product = await payload.findByID({ collection: 'products', id: await productIdOf(seed.slug), depth: 0 })
    const mediaId = product.images![0] as number
    await payload.update({ collection: 'media', id: mediaId, locale: 'en', data: { caption: 'Edited caption' } })
    try {
      expect((await payload.findByID({ collection: 'media', id: mediaId, locale: 'en' })).caption).toBe('Edited caption')
      expect((await payload.findByID({ collection: 'media', id: mediaId, locale: 'fa' })).caption).toBe(seed.picture.caption.fa)
      expect((await payload.findByID({ collection: 'media', id: mediaId, locale: 'ar' })).caption).toBe(seed.picture.caption.ar)
    } finally {
      await payload.update({ collection: 'media', id: mediaId, locale: 'en', data: { caption: seed.picture.caption.en } })
    }
  })
})
