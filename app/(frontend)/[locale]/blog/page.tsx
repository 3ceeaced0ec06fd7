import { setRequestLocale } from 'next-intl/server'
import { BlogListPage } from '@/components/blog/BlogListPage'
import { pageMetadata } from '@/components/layout/page-metadata'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

/**
 * The first page of all posts. With a page, month or tag in the query the proxy serves the list
 * from its kept render instead (lib/blog/archive-route.ts), so this page reads no query and is
 * cached like the others. Scheduled posts come due without an edit: rendered again on that period.
 */
export const revalidate = 300 // SCHEDULE_GRANULARITY: Next reads this as a literal

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return pageMetadata(locale, 'blog', staticPages.blog)
}

export default async function BlogPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <BlogListPage locale={locale} params={{}} />
}
