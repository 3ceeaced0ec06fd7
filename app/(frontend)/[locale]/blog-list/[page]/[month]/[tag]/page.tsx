import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { BlogListPage } from '@/components/blog/BlogListPage'
import { pageMetadata } from '@/components/layout/page-metadata'
import { readKeptBlogList } from '@/lib/blog/archive-route'
import { serializeBlogQuery } from '@/lib/blog/query-params'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

/**
 * A kept blog list: one page of all posts, of a month or of a tag. Public addresses
 * (`/blog?tag=galvanized&page=2`) are served from here by the proxy (lib/blog/archive-route.ts);
 * rendered on first request, then served from the page cache until a post changes.
 */
export const generateStaticParams = () => []
export const revalidate = 300 // SCHEDULE_GRANULARITY: Next reads this as a literal

type Props = { params: Promise<{ locale: string; page: string; month: string; tag: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return pageMetadata(locale, 'blog', staticPages.blog)
}

export default async function KeptBlogList({ params }: Props) {
  const locale = await pageLocale(params)
  const query = readKeptBlogList(await params)
  if (!query) notFound()
  setRequestLocale(locale)
  return <BlogListPage locale={locale} params={Object.fromEntries(new URLSearchParams(serializeBlogQuery(query)))} />
}
