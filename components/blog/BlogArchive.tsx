import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import type { ArchiveMonth, TagRef } from '@/lib/blog/posts'
import { serializeBlogQuery, type BlogQuery } from '@/lib/blog/query-params'
import { formatJalaliMonth } from '@/lib/dates/format-jalali'
import { monthKey, monthMiddle } from '@/lib/dates/jalali-months'
import { staticPages } from '@/lib/site/routes'
import { withQuery } from '@/lib/site/with-query'

const href = (q: Partial<BlogQuery>) => withQuery(staticPages.blog, serializeBlogQuery(q))

/** The archive by Jalali month and by tag; links keep nothing else of the current state. */
export async function BlogArchive({ months, tags, query }: { months: ArchiveMonth[]; tags: (TagRef & { count: number })[]; query: BlogQuery }) {
  const t = await getTranslations('blog')
  const format = await getFormatter()
  const locale = await getLocale()
  const current = query.month ? monthKey(query.month) : null
  return (
    <aside className="space-y-8" data-testid="blog-archive">
      <section aria-labelledby="archive-months">
        <h2 id="archive-months" className="mb-3 font-semibold">{t('archive')}</h2>
        <ul className="space-y-1 text-sm">
          {months.map((m) => (
            <li key={m.key}>
              <Link href={href({ month: m })} aria-current={current === m.key ? 'page' : undefined} className="flex justify-between rounded px-2 py-1 hover:bg-steel-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800">
                <span>{formatJalaliMonth(monthMiddle(m), locale)}</span>
                <span className="text-steel-500">{format.number(m.count, 'digits')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {tags.length ? (
        <section aria-labelledby="archive-tags">
          <h2 id="archive-tags" className="mb-3 font-semibold">{t('tags')}</h2>
          <ul className="flex flex-wrap gap-2 text-sm">
            {tags.map((tag) => (
              <li key={tag.slug}>
                <Link href={href({ tag: tag.slug })} aria-current={query.tag === tag.slug ? 'page' : undefined} className="inline-block rounded-full border border-steel-200 px-3 py-1 hover:border-primary-600 aria-[current=page]:border-primary-600 aria-[current=page]:bg-primary-50">
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  )
}
