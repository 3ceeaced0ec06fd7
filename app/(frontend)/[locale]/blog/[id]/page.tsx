import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { PostPage } from '@/components/blog/PostPage'
import { getPost, postPath } from '@/lib/blog/posts'
import { pageLocale } from '@/lib/i18n/config'
import { alternatesFor } from '@/lib/seo/alternates'
import { parseId } from '@/lib/site/params'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Rendered on first visit, then cached until staff change the blog (or a scheduled post comes due). */
export const generateStaticParams = () => []
// Segment config must be a literal: the same period as SCHEDULE_GRANULARITY in lib/blog/posts.
export const revalidate = 300

async function load(params: Props['params']) {
  const { id } = await params
  const locale = await pageLocale(params)
  const postId = parseId(id)
  if (postId === null) return null
  const post = await getPost(locale, postId)
  return post ? { locale, post } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const { locale, post } = found
  return {
    title: post.title,
    description: post.excerpt,
    alternates: alternatesFor(locale, postPath(post.id)),
    openGraph: { type: 'article', title: post.title, description: post.excerpt, publishedTime: post.publishedAt, images: post.cover ? [post.cover.url] : [] },
  }
}

export default async function BlogPostPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  setRequestLocale(found.locale)
  return <PostPage locale={found.locale} post={found.post} />
}
