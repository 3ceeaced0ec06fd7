import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { alternatesFor } from '@/lib/seo/alternates'
import type { StaticPageKey } from '@/lib/site/routes'

type TitleKey = StaticPageKey | 'blogPost' | 'galleryItem' | 'order' | 'product' | 'searchCategory' | 'rfq'

/** Personal or passing pages (sign-in, cart, profile, orders, invoices, errors): kept out of search engines' indexes. */
export const notIndexed = { robots: { index: false } } satisfies Metadata

/** Title (the layout adds `| seoTitle`), canonical and hreflang for a page of the site. */
export async function pageMetadata(locale: Locale, titleKey: TitleKey, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pages' })
  return { title: t(titleKey), alternates: alternatesFor(locale, path) }
}

/** The same for a page that must not be indexed. */
export async function privatePageMetadata(locale: Locale, titleKey: TitleKey, path: string): Promise<Metadata> {
  return { ...(await pageMetadata(locale, titleKey, path)), ...notIndexed }
}
