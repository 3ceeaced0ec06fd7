import { MapPin, MessageSquareText } from 'lucide'
import { ServerImage } from '@/components/layout/ServerImage'
import { getFormatter, getTranslations } from 'next-intl/server'
import type { HomeSection } from '@/cms/globals/HomePage'
import { PostCard } from '@/components/blog/PostCard'
import { ProductCard } from '@/components/catalog/ProductCard'
import { CertificationsSection } from '@/components/company/CertificationsSection'
import { Link } from '@/components/i18n/AnchorLink'
import { PhoneLink } from '@/components/layout/PhoneLink'
import { getLatestPosts } from '@/lib/blog/posts'
import { getCategoryTree } from '@/lib/catalog/categories'
import { getListing } from '@/lib/catalog/listing'
import { categoryPath } from '@/lib/catalog/paths'
import { readProductsByIds } from '@/lib/catalog/product'
import { parseCatalogQuery } from '@/lib/catalog/query-params'
import { getBranches } from '@/lib/company/branches'
import { getCertifications } from '@/lib/company/certifications'
import type { HomeContent } from '@/lib/company/home'
import { albumPath, getAlbums } from '@/lib/gallery/albums'
import type { Locale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'
import { Icon } from '@/components/icons/Icon'
import { fixedHeight, gridHeight, guessedHeightClasses, productCardRow, type GridShape } from '@/components/layout/guessed-height'
import { Section } from './Section'

/** `later`: below the first screen, so drawn only when scrolled near (see Section). */
type Props = { locale: Locale; home: HomeContent; later: boolean }

// Each grid's columns as its classes below say, and its rows' heights measured on the demo content.
const grids = {
  categories: { columns: [1, 2, 4], row: [7.5, 7.75, 8] },
  featured: { columns: [1, 2, 4], row: productCardRow },
  figures: { columns: [1, 2, 4], row: [7.75, 7.5, 7] },
  posts: { columns: [1, 2, 3], row: [22.5, 22, 22] },
  gallery: { columns: [1, 3, 3], row: [15.5, 10, 15] },
  branches: { columns: [1, 2, 4], row: [7.5, 7.25, 7] },
} as const satisfies Record<string, GridShape>

/** A Section's padding and heading, in rem (152 px on every width). */
const sectionChrome = 9.5
const sectionHeight = (count: number, shape: GridShape) => gridHeight(count, shape, sectionChrome)

async function Categories({ locale, later }: Props) {
  const [t, tree] = await Promise.all([getTranslations(), getCategoryTree(locale)])
  return (
    <Section id="categories" title={t('home.categories')} more={{ href: staticPages.search, label: t('home.allProducts') }} later={later ? sectionHeight(tree.length, grids.categories) : undefined}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {tree.map((c) => (
          <li key={c.id} data-reveal>
            <Link href={categoryPath(c.slug)} className="block h-full rounded-xl border border-steel-200 p-5 hover:border-primary-600 hover:bg-primary-50">
              <span className="font-semibold text-steel-900">{c.title}</span>
              {c.description ? <span className="mt-1 line-clamp-2 block text-sm text-steel-500">{c.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

async function Featured({ locale, home, later }: Props) {
  const t = await getTranslations()
  const chosen = home.featuredIds.length ? await readProductsByIds(locale, home.featuredIds) : []
  const products = chosen.length ? chosen : (await getListing(locale, parseCatalogQuery({ sort: 'best-selling' }), {})).items.slice(0, 4)
  const shown = products.slice(0, 8)
  if (!shown.length) return null
  return (
    <Section id="featured" title={t('home.featured')} more={{ href: staticPages.search, label: t('home.allProducts') }} tone="muted" later={later ? sectionHeight(shown.length, grids.featured) : undefined}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </Section>
  )
}

async function Figures({ home, later }: Props) {
  const t = await getTranslations('home')
  if (!home.figures.length) return null
  return (
    <Section id="figures" title={t('whyUs')} later={later ? sectionHeight(home.figures.length, grids.figures) : undefined}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {home.figures.map((f) => (
          <div key={f.label} data-reveal className="rounded-xl bg-primary-700 p-6 text-white">
            <dd className="text-3xl font-black">{f.value}</dd>
            <dt className="mt-1 text-primary-100">{f.label}</dt>
          </div>
        ))}
      </dl>
    </Section>
  )
}

async function Certifications({ locale, later }: Props) {
  const [t, items] = await Promise.all([getTranslations(), getCertifications(locale)])
  if (!items.length) return null
  return (
    // One scrolling row, however many certificates.
    <Section id="certifications" title={t('nav.certifications')} more={{ href: `${staticPages.about}#certifications`, label: t('home.allCertifications') }} tone="muted" later={later ? fixedHeight([16, 16, 16]) : undefined}>
      <CertificationsSection items={items} compact />
    </Section>
  )
}

async function Posts({ locale, later }: Props) {
  const [t, posts] = await Promise.all([getTranslations(), getLatestPosts(locale, 3)])
  if (!posts.length) return null
  return (
    <Section id="posts" title={t('blog.latest')} more={{ href: staticPages.blog, label: t('blog.viewAll') }} later={later ? sectionHeight(posts.length, grids.posts) : undefined}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((p) => (
          <PostCard key={p.id} post={p} />
        ))}
      </div>
    </Section>
  )
}

async function Gallery({ locale, later }: Props) {
  const [t, format, albums] = await Promise.all([getTranslations(), getFormatter(), getAlbums(locale, 3)])
  if (!albums.length) return null
  return (
    <Section id="gallery" title={t('gallery.teaser')} more={{ href: staticPages.gallery, label: t('gallery.viewAll') }} tone="muted" later={later ? sectionHeight(albums.length, grids.gallery) : undefined}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {albums.map((a) => (
          <li key={a.id} data-reveal>
            <Link href={albumPath(a.id)} className="group relative block aspect-[3/2] overflow-hidden rounded-xl bg-steel-100">
              {a.cover ? <ServerImage src={a.cover.url} alt={a.cover.alt || a.title} fill sizes="(min-width: 640px) 33vw, 100vw" className="object-cover transition group-hover:scale-105" /> : null}
              <span className="absolute inset-x-0 bottom-0 bg-black/55 p-3 text-white">
                <span className="block font-semibold">{a.title}</span>
                <span className="text-xs">{t('gallery.pictures', { count: a.count, formatted: format.number(a.count, 'digits') })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

async function Branches({ locale, later }: Props) {
  const [t, branches] = await Promise.all([getTranslations(), getBranches(locale)])
  if (!branches.length) return null
  return (
    <Section id="branches" title={t('nav.branches')} more={{ href: `${staticPages.contact}#branches`, label: t('home.onTheMap') }} later={later ? sectionHeight(branches.length, grids.branches) : undefined}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {branches.map((b) => (
          <li key={b.id} data-reveal className="rounded-xl border border-steel-200 p-4">
            <p className="flex items-center gap-2 font-semibold"><Icon icon={MapPin} aria-hidden className="size-4 text-primary-600" />{b.title}</p>
            <p className="mt-1 text-sm text-steel-700">{b.address}</p>
            {b.phone ? <p className="mt-1 text-sm text-steel-500"><PhoneLink number={b.phone} locale={locale} /></p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

async function Consultation({ later }: Props) {
  const t = await getTranslations()
  return (
    <section data-testid="home-consultation" aria-labelledby="home-consultation-title" className={`on-dark bg-primary-700 text-white${later ? ` ${guessedHeightClasses}` : ''}`} style={later ? fixedHeight([19.25, 10.5, 9.75]) : undefined}>
      <div data-reveal className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center">
        <Icon icon={MessageSquareText} aria-hidden className="size-12 shrink-0" />
        <div className="flex-1">
          <h2 id="home-consultation-title" className="text-2xl font-bold">{t('consultation.title')}</h2>
          <p className="mt-1 text-primary-100">{t('consultation.intro')}</p>
        </div>
        <Link href={`${staticPages.contact}#consultation`} className="rounded-md bg-white px-6 py-3 font-semibold text-primary-800 hover:bg-primary-50">{t('home.consult')}</Link>
      </div>
    </section>
  )
}

const sections: Record<HomeSection, (p: Props) => Promise<React.ReactNode>> = {
  categories: Categories,
  featured: Featured,
  figures: Figures,
  certifications: Certifications,
  posts: Posts,
  gallery: Gallery,
  branches: Branches,
  consultation: Consultation,
}

/**
 * The sections staff chose, in their order. The first may share a phone's first screen with the
 * hero; the others are drawn only when scrolled near, each reserving its own guessed height.
 */
export function HomeSections(props: Omit<Props, 'later'>) {
  return props.home.sections.map((key, i) => {
    const Render = sections[key]
    return <Render key={key} {...props} later={i > 0} />
  })
}
