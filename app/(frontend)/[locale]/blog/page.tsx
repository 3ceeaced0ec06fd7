import { setRequestLocale } from 'next-intl/server'
import { BlogListPage } from '@/components/blog/BlogListPage'
import { pageMetadata } from '@/components/layout/page-metadata'
import type { Locale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

// Paging and the archive live in the query string, so the page renders per request; its data reads are cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return pageMetadata(locale, 'blog', staticPages.blog)
}

export default async function BlogPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  return <BlogListPage locale={locale as Locale} params={await searchParams} />
}
