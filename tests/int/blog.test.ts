import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { User } from '@/cms/payload-types'
import { posts as seedPosts } from '@/cms/seed/blog-data'
import { paragraphs } from '@/cms/seed/lexical'
import { readArchive, readNeighbours, readPost, readPostList, readPostPaths } from '@/lib/blog/posts'
import { parseBlogQuery, POSTS_PER_PAGE } from '@/lib/blog/query-params'
import { jalaliMonthOf, monthKey } from '@/lib/dates/jalali-months'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
const staff: Record<string, User> = {}
const publishedCount = seedPosts.filter((p) => (p.status ?? 'published') === 'published' && p.daysAgo >= 0).length

beforeAll(async () => {
  payload = await testPayload()
  Object.assign(staff, await staffByRole(payload, ['editor', 'sales'] as const))
})

const hidden = async () => {
  const { docs } = await payload.find({ collection: 'posts', locale: 'en', where: { or: [{ status: { equals: 'draft' } }, { publishedAt: { greater_than: new Date().toISOString() } }] }, overrideAccess: true })
  return docs
}

describe('blog posts', () => {
  it('guests see published posts whose time has come; drafts and scheduled posts stay hidden', async () => {
    const guest = await payload.find({ collection: 'posts', overrideAccess: false, pagination: false })
    expect(guest.totalDocs).toBe(publishedCount)
    const secret = await hidden()
    expect(secret.map((d) => d.title).sort()).toEqual(['Draft: building industry fair plans', 'Scheduled: year-end offer'])
    for (const d of secret) expect(await readPost('en', d.id)).toBeNull()
    const asEditor = await payload.find({ collection: 'posts', overrideAccess: false, user: staff.editor, pagination: false })
    expect(asEditor.totalDocs).toBe(publishedCount + 2)
  })

  it('a scheduled post appears once its publish time has passed', async () => {
    const [scheduled] = (await hidden()).filter((d) => d.status === 'published')
    await payload.update({ collection: 'posts', id: scheduled!.id, data: { publishedAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    expect((await readPost('en', scheduled!.id))?.title).toBe('Scheduled: year-end offer')
    await payload.update({ collection: 'posts', id: scheduled!.id, data: { publishedAt: new Date(Date.now() + 30 * 86_400_000).toISOString() }, overrideAccess: true })
    expect(await readPost('en', scheduled!.id)).toBeNull()
  })

  it('lists newest first in pages of six', async () => {
    const first = await readPostList('en', parseBlogQuery({}))
    expect(first.totalDocs).toBe(publishedCount)
    expect(first.posts).toHaveLength(POSTS_PER_PAGE)
    expect(first.posts[0]!.title).toBe('Choosing galvanized pipe for building services')
    const dates = first.posts.map((p) => p.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const second = await readPostList('en', parseBlogQuery({ page: '2' }))
    expect(second.posts.map((p) => p.title)).toEqual(['A shipment leaves for Bandar Abbas'])
  })

  it('shows the last page for a page past the end, as the catalogue does, and one empty page for a tag without posts', async () => {
    const past = await readPostList('en', parseBlogQuery({ page: '9' }))
    expect([past.page, past.totalPages]).toEqual([2, 2])
    expect(past.posts.map((p) => p.title)).toEqual(['A shipment leaves for Bandar Abbas'])
    const pastInTag = await readPostList('en', parseBlogQuery({ tag: 'galvanized', page: '4' }))
    expect([pastInTag.page, pastInTag.posts.length]).toEqual([1, 2])
    const none = await readPostList('en', parseBlogQuery({ tag: 'no-such-tag', page: '3' }))
    expect([none.page, none.totalPages, none.posts]).toEqual([1, 0, []])
  })

  it('filters by Jalali month and by tag, and the archive counts match', async () => {
    const archive = await readArchive('fa')
    expect(archive.months.reduce((n, m) => n + m.count, 0)).toBe(publishedCount)
    for (const m of archive.months) {
      const list = await readPostList('fa', parseBlogQuery({ month: m.key }))
      expect(list.totalDocs).toBe(m.count)
      for (const p of list.posts) expect(monthKey(jalaliMonthOf(new Date(p.publishedAt)))).toBe(m.key)
    }
    const galvanized = await readPostList('en', parseBlogQuery({ tag: 'galvanized' }))
    expect(galvanized.posts.map((p) => p.title).sort()).toEqual(['A shipment leaves for Bandar Abbas', 'Choosing galvanized pipe for building services'])
    expect(archive.tags.find((t) => t.slug === 'galvanized')).toMatchObject({ name: 'گالوانیزه', count: 2 })
    expect((await readPostList('en', parseBlogQuery({ tag: 'no-such-tag' }))).posts).toEqual([])
  })

  it('a post has its text in each language, reading time and its neighbours', async () => {
    const [newest, older] = (await readPostList('ar', parseBlogQuery({}))).posts
    const post = (await readPost('ar', newest!.id))!
    expect(post.title).toBe('دليل اختيار الأنابيب المجلفنة للتمديدات')
    expect(post.readingMinutes).toBeGreaterThanOrEqual(1)
    expect(post.cover?.url).toMatch(/^\/api\/media\/file\//)
    const n = await readNeighbours('ar', post)
    expect(n.next).toBeUndefined()
    expect(n.previous?.id).toBe(older!.id)
    expect((await readNeighbours('ar', older!)).next?.id).toBe(newest!.id)
  })

  it('the sitemap lists published posts only', async () => {
    const paths = (await readPostPaths()).map((p) => p.path)
    expect(paths).toHaveLength(publishedCount)
    for (const d of await hidden()) expect(paths).not.toContain(`/blog/${d.id}`)
  })

  it('editors write posts; sales staff and guests cannot', async () => {
    const data = { title: 'x', status: 'draft' as const, content: paragraphs('A short note.', 'ltr') }
    await expect(payload.create({ collection: 'posts', data, overrideAccess: false, user: staff.sales })).rejects.toThrow()
    await expect(payload.create({ collection: 'posts', data, overrideAccess: false })).rejects.toThrow()
    const made = await payload.create({ collection: 'posts', data: { ...data, status: 'published' }, overrideAccess: false, user: staff.editor })
    expect(made.publishedAt).toBeTruthy()
    // Editing only the title keeps the publish date.
    const renamed = await payload.update({ collection: 'posts', id: made.id, data: { title: 'y' }, overrideAccess: false, user: staff.editor })
    expect(renamed.publishedAt).toBe(made.publishedAt)
    await payload.delete({ collection: 'posts', id: made.id, overrideAccess: true })
  })
})
