import type { Metadata } from 'next'
import { pageMetadata } from '@/components/layout/page-metadata'
import type { CategoryNode } from '@/lib/catalog/categories'
import { categoryPath } from '@/lib/catalog/paths'
import type { Locale } from '@/lib/i18n/config'
import { alternatesFor } from '@/lib/seo/alternates'

/** Title, description and canonical address of a listing: all products or one category. */
export async function listingMetadata(locale: Locale, category: CategoryNode | null): Promise<Metadata> {
  if (!category) return pageMetadata(locale, 'search', categoryPath())
  return {
    title: category.seoTitle || category.title,
    description: category.seoDescription || category.description,
    alternates: alternatesFor(locale, categoryPath(category.slug)),
  }
}
