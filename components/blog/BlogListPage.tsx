import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { Pagination } from '@/components/layout/Pagination'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { getArchive, getPostList } from '@/lib/blog/posts'
import { parseBlogQuery, serializeBlogQuery, type RawParams } from '@/lib/blog/query-params'
import type { Locale } from '@/lib/i18n/config'
import { formatJalaliMonth } from '@/lib/dates/format-jalali'
import { monthMiddle } from '@/lib/dates/jalali-months'
import { staticPages } from '@/lib/site/routes'
import { BlogArchive } from './BlogArchive'
import { PostCard } from './PostCard'
import { withQuery } from '@/lib/site/with-query'

export async function BlogListPage({ locale, params }: { locale: Locale; params: RawParams }) {
  const query = parseBlogQuery(params)
  const [t, list, archive] = await Promise.all([getTranslations(), getPostList(locale, query), getArchive(locale)])
  const tagName = query.tag ? (archive.tags.find((x) => x.slug === query.tag)?.name ?? query.tag) : null
  const filter = query.month ? t('blog.inMonth', { month: formatJalaliMonth(monthMiddle(query.month), locale) }) : tagName ? t('blog.inTag', { tag: tagName }) : null
  const hrefFor = (page: number) => withQuery(staticPages.blog, serializeBlogQuery({ ...query, page }))
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={filter ? [{ label: t('pages.blog'), href: staticPages.blog }, { label: filter }] : [{ label: t('pages.blog') }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">{t('pages.blog')}</h1>
      {filter ? (
        <p className="mt-2 flex flex-wrap items-center gap-3 text-steel-700" data-testid="blog-filter">
          {filter}
          <Link href={staticPages.blog} className="text-sm text-primary-700 underline">{t('blog.allPosts')}</Link>
        </p>
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_16rem]">
        <div>
          {list.posts.length ? (
            <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {list.posts.map((p, i) => (
                <PostCard key={p.id} post={p} first={i === 0} />
              ))}
            </div>
          ) : (
            <p className="rounded-xl border border-dashed border-steel-200 p-8 text-center text-steel-500">{t('blog.empty')}</p>
          )}
          <Pagination page={list.page} totalPages={list.totalPages} hrefFor={hrefFor} />
        </div>
        <BlogArchive months={archive.months} tags={archive.tags} query={query} />
      </div>
    </div>
  )
}
