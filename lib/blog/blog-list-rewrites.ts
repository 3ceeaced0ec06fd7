// Read by next.config.ts: relative imports only.

/** How many pages of each blog list (all posts, a month, a tag) are kept, in each language. */
export const KEPT_BLOG_PAGES = 20

type Condition = { type: 'query'; key: string; value?: string }
type Rewrite = { source: string; destination: string; has?: Condition[]; missing: Condition[] }

/** The values of the blog list's parameters as its own links write them (serializeBlogQuery). */
const keptValues = {
  page: Array.from({ length: KEPT_BLOG_PAGES }, (_, i) => String(i + 1)).join('|'),
  // monthKey: a Jalali year of this era and a two-digit month (parseMonthKey reads no other).
  month: '1[2-5]\\d\\d-(?:0[1-9]|1[0-2])',
  // A tag's slug (parseBlogQuery reads no other).
  tag: '[a-z0-9]+(?:-[a-z0-9]+)*',
} as const

type Key = keyof typeof keptValues
const keys = Object.keys(keptValues) as Key[]

/** What a kept render's segment holds when its parameter is absent (lib/blog/archive-route.ts). */
const NONE = '-'

/**
 * A blog list of a page, month or tag written as the blog's own links write it is served from its
 * kept render by a rewrite in next.config.ts rather than by the proxy, as the listings are
 * (lib/catalog/listing-rewrites.ts): entering the proxy cost about as much as serving the page.
 * Other spellings (`?page=021`, a page past the kept ones) still go through the proxy, which reads
 * them as the list does. `/blog` with none of them is the blog page itself and is not rewritten.
 */
export function keptBlogListRewrites(): Rewrite[] {
  const condition = (key: Key): Condition => ({ type: 'query', key, value: `(?<${key}>${keptValues[key]})` })
  // One rule per set, for all three languages: a Persian address reaches them already prefixed
  // (next.config.ts's first rule), as the listings' do.
  const source = '/:locale(fa|en|ar)/blog'
  // The sets of parameters the blog's links write (a page; a month or a tag, with or without a
  // page): the ones present fill their segments, the others must be absent. A month and a tag
  // together, typed, go through the proxy: Next walks every rule on every request, any page's.
  const sets: Key[][] = [['page'], ['month'], ['tag'], ['month', 'page'], ['tag', 'page']]
  return sets.map((present) => {
    const segment = (key: Key) => (present.includes(key) ? `:${key}` : key === 'page' ? '1' : NONE)
    return {
      source,
      destination: `/:locale/blog-list/${segment('page')}/${segment('month')}/${segment('tag')}`,
      has: present.map(condition),
      missing: keys.filter((key) => !present.includes(key)).map((key) => ({ type: 'query' as const, key })),
    }
  })
}
