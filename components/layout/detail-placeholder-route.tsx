import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { Locale } from '@/lib/i18n/config'
import { isSlug, parseId } from '@/lib/site/params'
import { staticPages, type StaticPageKey } from '@/lib/site/routes'
import { pageMetadata } from './page-metadata'
import { PagePlaceholder } from './PagePlaceholder'

type Params = { locale: string; id?: string; products?: string }
type Props = { params: Promise<Params> }
type TitleKey = 'blogPost' | 'galleryItem' | 'order' | 'product' | 'searchCategory'

/** The canonical path of a detail route, or null when a parameter breaks the route rules. */
function validPath(base: string, p: Params): string | null {
  if (p.products !== undefined && !isSlug(p.products)) return null
  if (p.id !== undefined && parseId(p.id) === null) return null
  return [base, p.products, p.id].filter((s) => s !== undefined).join('/')
}

/** A detail route whose content a later release fills; invalid parameters are the 404 page. */
export function detailPlaceholderRoute(base: string, key: TitleKey, parent: StaticPageKey) {
  return {
    /** No page is built ahead; each is rendered on its first visit and then served from cache. */
    generateStaticParams: () => [],
    async generateMetadata({ params }: Props) {
      const p = await params
      const path = validPath(base, p)
      return path ? pageMetadata(p.locale, key, path) : {}
    },
    async Page({ params }: Props) {
      const p = await params
      if (!validPath(base, p)) notFound()
      setRequestLocale(p.locale as Locale)
      const t = await getTranslations('pages')
      return <PagePlaceholder title={t(key)} trail={[{ label: t(parent), href: staticPages[parent] }]} />
    },
  }
}
