import type { Where } from 'payload'
import type { Post } from '@/cms/payload-types'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import { imageRef, mediaPopulate, type ImageRef } from '@/lib/catalog/cards'
import { plainText, readingMinutes } from '@/lib/content/rich-text'
import { locales, type Locale } from '@/lib/i18n/config'
import { jalaliMonthOf, monthKey, monthRange, type JalaliMonth } from '@/lib/dates/jalali-months'
import { figureMediaSelect, figureRef, type FigureRef } from '@/lib/media/figure'
import { findPageOrLast } from '@/lib/db/page-or-last'
import { getPayloadClient } from '@/lib/payload'
import { POSTS_PER_PAGE, type BlogQuery } from './query-params'

/**
 * Scheduled posts appear when their time comes, which no staff edit announces: cached blog reads
 * are therefore also refreshed on this period (seconds).
 */
export const SCHEDULE_GRANULARITY = 300

export type TagRef = { slug: string; name: string }
export type PostCard = { id: number; title: string; excerpt?: string; publishedAt: string; cover?: ImageRef; tags: TagRef[] }
export type PostDetail = Omit<PostCard, 'cover'> & { cover?: FigureRef; content: Post['content']; readingMinutes: number; updatedAt: string }
export type PostNeighbour = { id: number; title: string }
export type PostList = { posts: PostCard[]; page: number; totalPages: number; totalDocs: number }
export type ArchiveMonth = JalaliMonth & { key: string; count: number }

const tagsOf = (tags: Post['tags']): TagRef[] => (tags ?? []).flatMap((t) => (typeof t === 'object' && t ? [{ slug: t.slug, name: t.name }] : []))

function toCard(p: Post): PostCard {
  return {
    id: p.id,
    title: p.title,
    excerpt: p.excerpt ?? undefined,
    publishedAt: p.publishedAt ?? p.createdAt,
    cover: imageRef(p.cover, 'card'),
    tags: tagsOf(p.tags),
  }
}

const cardPopulate = { 'post-tags': { slug: true, name: true }, media: mediaPopulate } as const
const detailPopulate = { ...cardPopulate, media: figureMediaSelect } as const
const cardSelect = { title: true, excerpt: true, publishedAt: true, createdAt: true, cover: true, tags: true } as const

/** Everything the guest may see is decided by the collection's read access, as for a visitor. */
const asVisitor = { overrideAccess: false } as const

async function tagId(slug: string): Promise<number | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'post-tags', where: { slug: { equals: slug } }, limit: 1, depth: 0, select: { slug: true }, ...asVisitor })
  return docs[0]?.id ?? null
}

/** One page of published posts, newest first, optionally within a Jalali month or under a tag. */
export async function readPostList(locale: Locale, query: BlogQuery): Promise<PostList> {
  const payload = await getPayloadClient()
  const where: Where[] = []
  if (query.month) {
    const { from, to } = monthRange(query.month)
    where.push({ publishedAt: { greater_than_equal: from.toISOString() } }, { publishedAt: { less_than: to.toISOString() } })
  }
  if (query.tag) {
    const id = await tagId(query.tag)
    if (id === null) return { posts: [], page: 1, totalPages: 0, totalDocs: 0 }
    where.push({ tags: { in: [id] } })
  }
  const filter: Where | undefined = where.length ? { and: where } : undefined
  const find = (page: number) =>
    payload.find({
      collection: 'posts',
      locale,
      where: filter,
      sort: ['-publishedAt', '-id'],
      page,
      limit: POSTS_PER_PAGE,
      depth: 1,
      select: cardSelect,
      populate: cardPopulate,
      ...asVisitor,
    })
  const result = await findPageOrLast(query.page, POSTS_PER_PAGE, find, async () => (await payload.count({ collection: 'posts', locale, where: filter, ...asVisitor })).totalDocs)
  return { posts: result.docs.map((d) => toCard(d as Post)), page: result.page ?? query.page, totalPages: result.totalPages, totalDocs: result.totalDocs }
}

export function getPostList(locale: Locale, query: BlogQuery): Promise<PostList> {
  const key = [locale, String(query.page), query.month ? monthKey(query.month) : '', query.tag ?? '']
  return cached(() => readPostList(locale, query), ['blog-list', ...key], [cacheTags.blog(locale)], { revalidate: SCHEDULE_GRANULARITY })
}

/** Months that have posts (newest first, with counts) and every tag in use, for the archive. */
export async function readArchive(locale: Locale): Promise<{ months: ArchiveMonth[]; tags: (TagRef & { count: number })[] }> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'posts', locale, pagination: false, depth: 1, select: { publishedAt: true, createdAt: true, tags: true }, populate: cardPopulate, ...asVisitor })
  const months = new Map<string, ArchiveMonth>()
  const tags = new Map<string, TagRef & { count: number }>()
  for (const d of docs as Post[]) {
    const m = jalaliMonthOf(new Date(d.publishedAt ?? d.createdAt))
    const key = monthKey(m)
    months.set(key, { ...m, key, count: (months.get(key)?.count ?? 0) + 1 })
    for (const t of tagsOf(d.tags)) tags.set(t.slug, { ...t, count: (tags.get(t.slug)?.count ?? 0) + 1 })
  }
  return {
    months: [...months.values()].sort((a, b) => b.key.localeCompare(a.key)),
    tags: [...tags.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  }
}

export function getArchive(locale: Locale) {
  return cached(() => readArchive(locale), ['blog-archive', locale], [cacheTags.blog(locale)], { revalidate: SCHEDULE_GRANULARITY })
}

/** A post a guest may read, in one locale, or null. */
export async function readPost(locale: Locale, id: number): Promise<PostDetail | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'posts', locale, where: { id: { equals: id } }, limit: 1, depth: 1, populate: detailPopulate, ...asVisitor })
  const p = docs[0]
  if (!p) return null
  return { ...toCard(p), cover: figureRef(p.cover, 'original'), content: p.content, readingMinutes: readingMinutes(plainText(p.content)), updatedAt: p.updatedAt }
}

export function getPost(locale: Locale, id: number) {
  return cached(() => readPost(locale, id), ['blog-post', locale, String(id)], [cacheTags.blog(locale)], { revalidate: SCHEDULE_GRANULARITY })
}

/** The published posts just older and just newer than this one (by publish time, then id). */
export async function readNeighbours(locale: Locale, post: Pick<PostCard, 'id' | 'publishedAt'>): Promise<{ previous?: PostNeighbour; next?: PostNeighbour }> {
  const payload = await getPayloadClient()
  const find = (where: Where, sort: string[]) =>
    payload.find({ collection: 'posts', locale, where, sort, limit: 1, depth: 0, select: { title: true }, ...asVisitor }).then((r) => r.docs[0])
  const at = post.publishedAt
  const [older, newer] = await Promise.all([
    find({ or: [{ publishedAt: { less_than: at } }, { and: [{ publishedAt: { equals: at } }, { id: { less_than: post.id } }] }] }, ['-publishedAt', '-id']),
    find({ or: [{ publishedAt: { greater_than: at } }, { and: [{ publishedAt: { equals: at } }, { id: { greater_than: post.id } }] }] }, ['publishedAt', 'id']),
  ])
  return {
    previous: older ? { id: older.id, title: older.title } : undefined,
    next: newer ? { id: newer.id, title: newer.title } : undefined,
  }
}

export function getNeighbours(locale: Locale, post: Pick<PostCard, 'id' | 'publishedAt'>) {
  return cached(() => readNeighbours(locale, post), ['blog-neighbours', locale, String(post.id), post.publishedAt], [cacheTags.blog(locale)], { revalidate: SCHEDULE_GRANULARITY })
}

/** The newest posts, for the home page. */
export function getLatestPosts(locale: Locale, limit = 3): Promise<PostCard[]> {
  return cached(
    async () => (await readPostList(locale, { page: 1, month: null, tag: null })).posts.slice(0, limit),
    ['blog-latest', locale, String(limit)],
    [cacheTags.blog(locale)],
    { revalidate: SCHEDULE_GRANULARITY },
  )
}

/** Published post paths (without locale) and their last change, for the sitemap. */
export async function readPostPaths(): Promise<{ path: string; lastModified: Date }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'posts', pagination: false, depth: 0, select: { updatedAt: true }, sort: 'id', ...asVisitor })
  return docs.map((d) => ({ path: postPath(d.id), lastModified: new Date(d.updatedAt) }))
}

export function getPostPaths() {
  return cached(readPostPaths, ['blog-paths'], locales.map(cacheTags.blog), { revalidate: SCHEDULE_GRANULARITY })
}

export const postPath = (id: number) => `/blog/${id}`

