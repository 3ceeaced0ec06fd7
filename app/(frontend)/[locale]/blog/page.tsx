import { setRequestLocale } from 'next-intl/server'
import { BlogListPage } from '@/components/blog/BlogListPage'
import { pageMetadata } from '@/components/layout/page-metadata'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

// Paging and the archive live in the query string, so the page renders per request; its data reads are cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return pageMetadata(locale, 'blog', staticPages.blog)
}

export default async function BlogPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <BlogListPage locale={locale} params={await searchParams} />
}
