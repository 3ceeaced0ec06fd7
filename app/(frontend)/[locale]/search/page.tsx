import { setRequestLocale } from 'next-intl/server'
import { ListingPage } from '@/components/catalog/ListingPage'
import { listingMetadata } from '@/components/catalog/listing-metadata'
import { pageLocale } from '@/lib/i18n/config'

// A searched or filtered list renders per request (its data reads are cached); the proxy serves the
// plain and sorted lists from kept renders (app/(frontend)/[locale]/listing).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return listingMetadata(locale, null)
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <ListingPage locale={locale} category={null} params={await searchParams} />
}
