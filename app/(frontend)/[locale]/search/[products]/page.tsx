import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ListingPage } from '@/components/catalog/ListingPage'
import { listingMetadata } from '@/components/catalog/listing-metadata'
import { categoryBySlug } from '@/lib/catalog/categories'
import { pageLocale } from '@/lib/i18n/config'

// A searched or filtered category list renders per request (its data reads are cached); the
// proxy serves the plain and sorted lists from kept renders (app/(frontend)/[locale]/listing).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; products: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { products } = await params
  const locale = await pageLocale(params)
  const category = await categoryBySlug(locale, products)
  return category ? listingMetadata(locale, category) : {}
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { products } = await params
  const locale = await pageLocale(params)
  const category = await categoryBySlug(locale, products)
  if (!category) notFound()
  setRequestLocale(locale)
  return <ListingPage locale={locale} category={category} params={await searchParams} />
}
