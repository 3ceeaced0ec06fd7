import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { staticPages, type StaticPageKey } from '@/lib/site/routes'
import { pageMetadata } from './page-metadata'
import { PagePlaceholder } from './PagePlaceholder'

type Props = { params: Promise<{ locale: string }> }

/** Metadata and page for a static route whose content is still to come. */
export function placeholderRoute(key: StaticPageKey, parent?: StaticPageKey) {
  return {
    async generateMetadata({ params }: Props) {
      const { locale } = await params
      return pageMetadata(locale, key, staticPages[key])
    },
    async Page({ params }: Props) {
      const { locale } = await params
      setRequestLocale(locale as Locale)
      const t = await getTranslations('pages')
      const trail = parent ? [{ label: t(parent), href: staticPages[parent] }] : []
      return <PagePlaceholder title={t(key)} trail={trail} />
    },
  }
}
