import { RichText } from '@payloadcms/richtext-lexical/react'
import { ServerImage } from '@/components/layout/ServerImage'
import { getFormatter, getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { getNeighbours, postPath, type PostDetail } from '@/lib/blog/posts'
import { serializeBlogQuery } from '@/lib/blog/query-params'
import { localizedPath, localeTags, type Locale } from '@/lib/i18n/config'
import { siteUrl } from '@/lib/seo/alternates'
import { jsonLd } from '@/lib/seo/json-ld'
import { getSiteSettings } from '@/lib/site/settings'
import { staticPages } from '@/lib/site/routes'
import { configuredOrigin } from '@/lib/site/public-url'
import { ShareLinks } from './ShareLinks'

export async function PostPage({ locale, post }: { locale: Locale; post: PostDetail }) {
  const [t, format, neighbours, settings] = await Promise.all([getTranslations(), getFormatter(), getNeighbours(locale, post), getSiteSettings(locale)])
  const origin = siteUrl().origin
  const path = localizedPath(locale, postPath(post.id))
  const url = origin + path
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: localeTags[locale],
    mainEntityOfPage: url,
    url,
    image: post.cover ? [origin + post.cover.url] : undefined,
    keywords: post.tags.map((x) => x.name).join(', ') || undefined,
    author: { '@type': 'Organization', name: settings.seoTitle },
    publisher: { '@type': 'Organization', name: settings.seoTitle },
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-8" data-testid="post">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
      <Breadcrumb items={[{ label: t('pages.blog'), href: staticPages.blog }, { label: post.title }]} />
      <h1 className="mt-6 text-3xl font-bold leading-tight text-steel-900">{post.title}</h1>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-steel-500">
        <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), 'jalaliDate')}</time>
        <span data-testid="reading-time">{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
      </p>
      {post.tags.length ? (
        <ul className="mt-3 flex flex-wrap gap-2 text-sm">
          {post.tags.map((tag) => (
            <li key={tag.slug}>
              <Link href={`${staticPages.blog}?${serializeBlogQuery({ tag: tag.slug })}`} className="rounded-full bg-steel-100 px-3 py-1 hover:bg-primary-50">#{tag.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {post.cover ? (
        <figure className="mt-6">
          <div className="relative aspect-[16/9] overflow-hidden rounded-xl bg-steel-50">
            <ServerImage src={post.cover.url} alt={post.cover.alt || post.title} fill preload fetchPriority="high" sizes="(min-width: 768px) 48rem, 100vw" className="object-cover" />
          </div>
          {post.cover.caption ? <figcaption className="mt-2 text-center text-sm text-steel-500">{post.cover.caption}</figcaption> : null}
        </figure>
      ) : null}
      <div className="prose mt-8 max-w-none leading-8 text-steel-800 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_p]:mt-4">
        <RichText data={post.content} />
      </div>
      <div className="mt-10 border-t border-steel-200 pt-6">
        <ShareLinks path={path} origin={configuredOrigin()} title={post.title} />
      </div>
      <nav aria-label={t('blog.morePosts')} className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="post-neighbours">
        {neighbours.previous ? (
          <Link href={postPath(neighbours.previous.id)} rel="prev" className="rounded-lg border border-steel-200 p-4 hover:border-primary-600">
            <span className="block text-xs text-steel-500">{t('blog.previous')}</span>
            <span className="font-medium">{neighbours.previous.title}</span>
          </Link>
        ) : <span />}
        {neighbours.next ? (
          <Link href={postPath(neighbours.next.id)} rel="next" className="rounded-lg border border-steel-200 p-4 text-end hover:border-primary-600">
            <span className="block text-xs text-steel-500">{t('blog.next')}</span>
            <span className="font-medium">{neighbours.next.title}</span>
          </Link>
        ) : null}
      </nav>
    </article>
  )
}
