import { setRequestLocale } from 'next-intl/server'
import { ListingPage } from '@/components/catalog/ListingPage'
import { pageMetadata } from '@/components/layout/page-metadata'
import type { Locale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

// Filters live in the query string, so the page renders per request; its data reads are cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return pageMetadata(locale, 'search', staticPages.search)
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  return <ListingPage locale={locale as Locale} category={null} params={await searchParams} />
}
