import { ServerImage } from '@/components/layout/ServerImage'
import { getFormatter } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { postPath, type PostCard as Card } from '@/lib/blog/posts'

/**
 * `first`: the card at the top of the blog's list, whose picture is a phone's largest paint: it is
 * fetched at once and first, not when the browser finds it near the screen.
 */
export async function PostCard({ post, first = false }: { post: Card; first?: boolean }) {
  const format = await getFormatter()
  return (
    <article data-testid="post-card" className="group flex flex-col overflow-hidden rounded-xl border border-steel-200 bg-white transition hover:shadow-md">
      <Link href={postPath(post.id)} className="flex flex-1 flex-col">
        <div className="relative aspect-[16/9] bg-steel-50">
          {post.cover ? <ServerImage src={post.cover.url} alt={post.cover.alt || post.title} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" preload={first} fetchPriority={first ? 'high' : undefined} className="object-cover" /> : null}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <time dateTime={post.publishedAt} className="text-xs text-steel-500">{format.dateTime(new Date(post.publishedAt), 'jalaliDate')}</time>
          <h2 className="text-lg font-semibold leading-snug text-steel-900 group-hover:text-primary-700">{post.title}</h2>
          {post.excerpt ? <p className="line-clamp-3 text-sm text-steel-700">{post.excerpt}</p> : null}
        </div>
      </Link>
    </article>
  )
}
