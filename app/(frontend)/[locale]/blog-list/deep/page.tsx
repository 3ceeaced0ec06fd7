import { setRequestLocale } from 'next-intl/server'
import { BlogListPage } from '@/components/blog/BlogListPage'
import { pageMetadata } from '@/components/layout/page-metadata'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

/**
 * A blog list past its kept pages (`/blog?page=21`): rendered per request from the query, like a
 * listing's deep pages, so that no address can fill the page cache. Reached only through the proxy,
 * which serves those addresses from here with the query in the list's own spelling
 * (lib/blog/archive-route.ts).
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props) {
  return pageMetadata(await pageLocale(params), 'blog', staticPages.blog)
}

export default async function DeepBlogList({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <BlogListPage locale={locale} params={await searchParams} />
}
