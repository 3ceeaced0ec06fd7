import type { Payload } from 'payload'
import { directionOf, type Locale } from '@/lib/i18n/config'
import { posts, postTags } from './blog-data'
import type { L10n } from './catalogue-data'
import { about, albums, branches, certifications, home, services, type SeedCertification } from './company-data'
import { contentImageJpeg, type Scene } from './content-image'
import { paragraphs } from './lexical'
import { sceneAlt } from './scene-text'

const otherLocales = ['en', 'ar'] as const
/** A context of its own for each write (see cms/seed/catalogue.ts: the storage plugin marks it). */
const seedContext = () => ({ skipRevalidate: true })
const DAY = 86_400_000

type PictureText = { alt: L10n; caption: L10n }

/** A drawn scene stored once, with its alt text and caption in every language (the picture has no words). */
async function picture(payload: Payload, scene: Scene, text: PictureText, name: string, hue?: number): Promise<number> {
  const jpeg = await contentImageJpeg(scene, hue)
  const data = (locale: Locale) => ({ alt: text.alt[locale], caption: text.caption[locale] })
  const doc = await payload.create({ collection: 'media', locale: 'fa', context: seedContext(), depth: 0, data: data('fa'), file: { data: jpeg, mimetype: 'image/jpeg', name: `${name}.jpg`, size: jpeg.length } })
  for (const locale of otherLocales) await payload.update({ collection: 'media', id: doc.id, locale, context: seedContext(), depth: 0, data: data(locale) })
  return doc.id
}

const certificateAlt = (c: SeedCertification): L10n => ({
  fa: `تصویر گواهینامه ${c.code}: ${c.title.fa}`,
  en: `Picture of the ${c.code} certificate: ${c.title.en}`,
  ar: `صورة شهادة ${c.code}: ${c.title.ar}`,
})

/** Blog: tags, seven published posts over several Jalali months, a draft and a scheduled post. */
export async function seedBlog(payload: Payload, now = new Date()) {
  const tagIds = new Map<string, number>()
  for (const t of postTags) {
    const doc = await payload.create({ collection: 'post-tags', locale: 'fa', context: seedContext(), depth: 0, data: { slug: t.slug, name: t.name.fa } })
    for (const locale of otherLocales) await payload.update({ collection: 'post-tags', id: doc.id, locale, context: seedContext(), depth: 0, data: { name: t.name[locale] } })
    tagIds.set(t.slug, doc.id)
  }
  // Oldest first, so ids grow with the publish date as staff would have written them.
  for (const [i, p] of [...posts].reverse().entries()) {
    const cover = await picture(payload, p.scene, { alt: sceneAlt[p.scene], caption: p.coverCaption }, `post-${i + 1}`, 140 + i * 25)
    const localized = (locale: Locale) => ({ title: p.title[locale], excerpt: p.excerpt[locale], content: paragraphs(p.body[locale], directionOf(locale)) })
    const doc = await payload.create({
      collection: 'posts',
      locale: 'fa',
      context: seedContext(),
      depth: 0,
      data: { ...localized('fa'), status: p.status ?? 'published', publishedAt: new Date(now.getTime() - p.daysAgo * DAY).toISOString(), cover, tags: p.tags.map((s) => tagIds.get(s)!) },
    })
    for (const locale of otherLocales) await payload.update({ collection: 'posts', id: doc.id, locale, context: seedContext(), depth: 0, data: localized(locale) })
  }
}

export async function seedGallery(payload: Payload) {
  for (const [i, a] of albums.entries()) {
    const ids: number[] = []
    for (const [j, pic] of a.pictures.entries()) ids.push(await picture(payload, pic.scene, { alt: sceneAlt[pic.scene], caption: pic.caption }, `gallery-${i + 1}-${j + 1}`, pic.hue))
    const doc = await payload.create({
      collection: 'gallery-albums',
      locale: 'fa',
      context: seedContext(),
      depth: 0,
      data: { title: a.title.fa, description: a.description.fa, sortOrder: i, pictures: ids.map((image, j) => ({ image, caption: a.pictures[j]!.caption.fa })) },
    })
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'gallery-albums',
        id: doc.id,
        locale,
        context: seedContext(),
        depth: 0,
        data: { title: a.title[locale], description: a.description[locale], pictures: (doc.pictures ?? []).map((row, j) => ({ id: row.id, image: row.image, caption: a.pictures[j]!.caption[locale] })) },
      })
    }
  }
}

/** Branches, certifications, the home page arrangement and the about and services pages. */
export async function seedCompany(payload: Payload, now = new Date()) {
  for (const [i, b] of branches.entries()) {
    const { title, address, hours, ...shared } = b
    const doc = await payload.create({ collection: 'branches', locale: 'fa', context: seedContext(), depth: 0, data: { ...shared, sortOrder: i, title: title.fa, address: address.fa, hours: hours.fa } })
    for (const locale of otherLocales) await payload.update({ collection: 'branches', id: doc.id, locale, context: seedContext(), depth: 0, data: { title: title[locale], address: address[locale], hours: hours[locale] } })
  }
  for (const [i, c] of certifications.entries()) {
    const image = await picture(payload, 'certificate', { alt: certificateAlt(c), caption: c.title }, `certificate-${i + 1}`, c.hue)
    const validFrom = new Date(now.getTime() - 200 * DAY)
    const validUntil = new Date(validFrom.getTime() + c.years * 365 * DAY)
    const doc = await payload.create({
      collection: 'certifications',
      locale: 'fa',
      context: seedContext(),
      depth: 0,
      data: { code: c.code, title: c.title.fa, issuer: c.issuer.fa, image, sortOrder: i, validFrom: validFrom.toISOString(), validUntil: validUntil.toISOString() },
    })
    for (const locale of otherLocales) await payload.update({ collection: 'certifications', id: doc.id, locale, context: seedContext(), depth: 0, data: { title: c.title[locale], issuer: c.issuer[locale] } })
  }

  const homeFa = await payload.updateGlobal({
    slug: 'home-page',
    locale: 'fa',
    context: seedContext(),
    depth: 0,
    data: { heroTitle: home.heroTitle.fa, heroBody: home.heroBody.fa, figures: home.figures.map((f) => ({ value: f.value.fa, label: f.label.fa })) },
  })
  for (const locale of otherLocales) {
    await payload.updateGlobal({
      slug: 'home-page',
      locale,
      context: seedContext(),
      depth: 0,
      data: { heroTitle: home.heroTitle[locale], heroBody: home.heroBody[locale], figures: (homeFa.figures ?? []).map((row, i) => ({ id: row.id, value: home.figures[i]!.value[locale], label: home.figures[i]!.label[locale] })) },
    })
  }

  const page = (p: typeof about, locale: Locale, ids?: (string | null | undefined)[]) => ({
    title: p.title[locale],
    intro: p.intro[locale],
    body: paragraphs(p.body[locale], directionOf(locale)),
    items: p.items.map((it, i) => ({ id: ids?.[i] ?? undefined, title: it.title[locale], text: it.text[locale] })),
  })
  const pagesFa = await payload.updateGlobal({ slug: 'company-pages', locale: 'fa', context: seedContext(), depth: 0, data: { about: page(about, 'fa'), services: page(services, 'fa') } })
  for (const locale of otherLocales) {
    await payload.updateGlobal({
      slug: 'company-pages',
      locale,
      context: seedContext(),
      depth: 0,
      data: { about: page(about, locale, (pagesFa.about?.items ?? []).map((r) => r.id)), services: page(services, locale, (pagesFa.services?.items ?? []).map((r) => r.id)) },
    })
  }
}
