import { monthKey, parseMonthKey, type JalaliMonth } from '@/lib/dates/jalali-months'

export type RawParams = Record<string, string | string[] | undefined>

/** The blog list's state in the URL: `?page=2`, `?month=1405-08`, `?tag=galvanized`. */
export type BlogQuery = { page: number; month: JalaliMonth | null; tag: string | null }

export const POSTS_PER_PAGE = 6

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export function parseBlogQuery(params: RawParams): BlogQuery {
  const rawPage = first(params.page)
  const page = rawPage && /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1
  const tag = first(params.tag)
  return { page, month: parseMonthKey(first(params.month)), tag: tag && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag) ? tag : null }
}

export function serializeBlogQuery(q: Partial<BlogQuery>): string {
  const s = new URLSearchParams()
  if (q.month) s.set('month', monthKey(q.month))
  if (q.tag) s.set('tag', q.tag)
  if (q.page && q.page > 1) s.set('page', String(q.page))
  return s.toString()
}
