import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ListingPage } from '@/components/catalog/ListingPage'
import { listingMetadata } from '@/components/catalog/listing-metadata'
import { categoryBySlug, type CategoryNode } from '@/lib/catalog/categories'
import { readKeptListing } from '@/lib/catalog/listing-route'
import { pageLocale, type Locale } from '@/lib/i18n/config'

/**
 * A kept listing render: one sort, one page, of all products (no last segment) or of a category.
 * Public addresses (`/search/round-tubes?sort=cheapest`) are served from here by next.config.ts's
 * rewrites or by the proxy (lib/catalog/listing-rewrites.ts, listing-route.ts); the render is made
 * on first request and served from the page cache until the catalogue changes. The category comes
 * last, and may be absent, so that one rewrite serves a listing with and without a category.
 */
export const generateStaticParams = () => []

type Props = { params: Promise<{ locale: string; sort: string; page: string; products?: string[] }> }

type Found = { locale: Locale; category: CategoryNode | null; sort: string; page: number }

async function load(params: Props['params']): Promise<Found | null> {
  const { ...raw } = await params
  const locale = await pageLocale(params)
  const kept = readKeptListing(raw)
  if (!kept) return null
  const category = kept.slug === null ? null : await categoryBySlug(locale, kept.slug)
  if (kept.slug !== null && !category) return null
  return { locale, category, sort: kept.sort, page: kept.page }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  return found ? listingMetadata(found.locale, found.category) : {}
}

export default async function KeptListing({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  setRequestLocale(found.locale)
  return <ListingPage locale={found.locale} category={found.category} params={{ sort: found.sort, page: String(found.page) }} />
}
