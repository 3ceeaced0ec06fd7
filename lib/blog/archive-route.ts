import { splitLocale, type Locale } from '@/lib/i18n/config'
import { monthKey, parseMonthKey } from '@/lib/dates/jalali-months'
import { KEPT_BLOG_PAGES } from './blog-list-rewrites'
import { parseBlogQuery, serializeBlogQuery, type BlogQuery } from './query-params'

/**
 * Blog lists kept in the page cache like the catalogue's listings: every page up to KEPT_BLOG_PAGES
 * of all posts, of a month or of a tag, in each language, rendered once and served from the cache
 * until a post changes (or a scheduled one comes due). Their public addresses keep the query
 * (`/blog?month=1405-08&page=2`); the proxy serves them from a render whose address holds it as
 * segments (`/fa/blog-list/2/1405-08/-`), which has no address of its own. Addresses written as the
 * blog's own links write them are rewritten there by next.config.ts without entering the proxy
 * (./blog-list-rewrites.ts); the proxy reads the other spellings.
 */
export { KEPT_BLOG_PAGES }

/** A segment for "no month" or "no tag": never a month key, and never a tag slug (which starts with a letter or digit). */
const NONE = '-'

const keptPath = (locale: Locale, query: BlogQuery) => `/${locale}/blog-list/${query.page}/${query.month ? monthKey(query.month) : NONE}/${query.tag ?? NONE}`

/**
 * The render a public blog-list address is served from: its kept render, or for a page past
 * KEPT_BLOG_PAGES the list rendered per request (with the query in the list's own spelling); null
 * for another page.
 */
export function keptBlogListFor(pathname: string, params: URLSearchParams): string | null {
  const { locale, path } = splitLocale(pathname)
  if (!/^\/blog\/?$/.test(path)) return null
  const query = parseBlogQuery(Object.fromEntries(['page', 'month', 'tag'].map((key) => [key, params.get(key) ?? undefined])))
  return query.page > KEPT_BLOG_PAGES ? `/${locale}/blog-list/deep?${serializeBlogQuery(query)}` : keptPath(locale, query)
}

/** The segments of a kept render's address, checked: null when they are not ones the proxy writes. */
export function readKeptBlogList(raw: { page: string; month: string; tag: string }): BlogQuery | null {
  if (!/^[1-9]\d?$/.test(raw.page) || Number(raw.page) > KEPT_BLOG_PAGES) return null
  const month = raw.month === NONE ? null : parseMonthKey(raw.month)
  if (raw.month !== NONE && (!month || monthKey(month) !== raw.month)) return null
  const tag = raw.tag === NONE ? null : raw.tag
  const query = parseBlogQuery({ page: raw.page, tag: tag ?? undefined })
  if (tag !== null && query.tag !== tag) return null
  return { page: query.page, month, tag: query.tag }
}

/** `/blog-list/…` asked for directly: not an address of the site. */
export const isKeptBlogListAddress = (pathname: string) => /^\/blog-list(?:\/|$)/.test(splitLocale(pathname).path)
