import { splitLocale, type Locale } from '@/lib/i18n/config'
import { BOARD_NONE } from './board-params'
import { boardColumns, boardParamNames, isPlainBoardState, parseBoardQuery, serializeBoardQuery, type BoardQuery } from './board-query'

/**
 * Every state of the price board (category, brand, sort, order) is kept in the page cache like the
 * catalogue's listings: rendered once per language and served from the cache until a price or the
 * catalogue changes. The public address keeps the query (`/prices?category=round-tubes&sort=price`);
 * it is served from a render whose address holds the state as segments
 * (`/fa/board/round-tubes/-/price/asc`), which has no address of its own: by next.config.ts's
 * rewrites when the query is written as the board writes it (board-rewrites.ts), otherwise by the
 * proxy, which reads it here.
 *
 * A board narrowed further (shape, size, wall, length, standard, stock) or past its first page is,
 * like a filtered listing, rendered per request from the cached rows (`/fa/board/query?…`): those
 * states are many, and keeping each one would let anyone fill the page cache with them.
 */
const keptPath = (locale: Locale, q: BoardQuery) => `/${locale}/board/${q.category ?? BOARD_NONE}/${q.brand ?? BOARD_NONE}/${q.sort}/${q.order}`

/** The render a public board address is served from (a path, with its query for a filtered board), or null for another page. */
export function keptBoardFor(pathname: string, params: URLSearchParams): string | null {
  const { locale, path } = splitLocale(pathname)
  if (!/^\/prices\/?$/.test(path)) return null
  const query = parseBoardQuery(Object.fromEntries(boardParamNames.map((key) => [key, params.get(key) ?? undefined])))
  return isPlainBoardState(query) ? keptPath(locale, query) : `/${locale}/board/query?${serializeBoardQuery(query)}`
}

/** The segments of a kept render's address, checked: null when they are not ones the proxy writes. */
export function readKeptBoard(raw: { category: string; brand: string; sort: string; order: string }): BoardQuery | null {
  if (!(boardColumns as readonly string[]).includes(raw.sort) || (raw.order !== 'asc' && raw.order !== 'desc')) return null
  const query = parseBoardQuery({
    category: raw.category === BOARD_NONE ? undefined : raw.category,
    brand: raw.brand === BOARD_NONE ? undefined : raw.brand,
    sort: raw.sort,
    order: raw.order,
  })
  if ((raw.category !== BOARD_NONE && query.category !== raw.category) || (raw.brand !== BOARD_NONE && query.brand !== raw.brand)) return null
  return query
}

/** `/board/…` asked for directly: not an address of the site. */
export const isKeptBoardAddress = (pathname: string) => /^\/board(?:\/|$)/.test(splitLocale(pathname).path)
