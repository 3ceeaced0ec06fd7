import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ListingPage } from '@/components/catalog/ListingPage'
import { findCategory, getCategoryTree } from '@/lib/catalog/categories'
import { categoryPath } from '@/lib/catalog/paths'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { alternatesFor } from '@/lib/seo/alternates'
import { isSlug } from '@/lib/site/params'

// Filters live in the query string, so the page renders per request; its data reads are cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; products: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function categoryOf(locale: string, slug: string) {
  if (!isLocale(locale) || !isSlug(slug)) return null
  return findCategory(await getCategoryTree(locale), slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, products } = await params
  const category = await categoryOf(locale, products)
  if (!category) return {}
  return {
    title: category.seoTitle || category.title,
    description: category.seoDescription || category.description,
    alternates: alternatesFor(locale as Locale, categoryPath(category.slug)),
  }
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { locale, products } = await params
  const category = await categoryOf(locale, products)
  if (!category) notFound()
  setRequestLocale(locale as Locale)
  return <ListingPage locale={locale as Locale} category={category} params={await searchParams} />
}
