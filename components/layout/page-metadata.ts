import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { toLocale, type Locale } from '@/lib/i18n/config'
import { alternatesFor } from '@/lib/seo/alternates'
import type { StaticPageKey } from '@/lib/site/routes'

/** Title (the layout adds `| seoTitle`), canonical and hreflang for a page of the site. */
export async function pageMetadata(locale: string, titleKey: StaticPageKey | 'blogPost' | 'galleryItem' | 'order' | 'product' | 'searchCategory', path: string): Promise<Metadata> {
  const l: Locale = toLocale(locale)
  const t = await getTranslations({ locale: l, namespace: 'pages' })
  return { title: t(titleKey), alternates: alternatesFor(l, path) }
}
