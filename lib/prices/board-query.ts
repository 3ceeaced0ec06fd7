import { firstValue as first, type RawParams } from '@/lib/catalog/query-params'
import { toLatinDigits } from '@/lib/catalog/normalize'
import type { BoardRow } from './board'
import { BOARD_SLUG, BOARD_SLUG_MAX, boardColumns } from './board-params'

export { boardColumns, boardParamNames } from './board-params'

export type BoardColumn = (typeof boardColumns)[number]
export const boardStocks = ['in_stock', 'on_order', 'out_of_stock'] as const satisfies readonly BoardRow['stock'][]

/** What narrows the board beyond category and brand. */
export type BoardFilterValues = {
  shape: string | null
  size: number | null
  wall: number | null
  length: number | null
  standard: string | null
  stock: BoardRow['stock'] | null
}

/**
 * The board's state in the URL: `category` and `brand` (slugs); the section's `shape` and
 * `standard` (as the catalogue names them in the page's language), outer `size` (diameter or side,
 * mm), `wall` (mm) and `length` (m); `stock`; `sort` (a column), `order` and `page`.
 * Read like the listing's: anything unreadable is dropped, never an error.
 */
export type BoardQuery = BoardFilterValues & { category: string | null; brand: string | null; sort: BoardColumn; order: 'asc' | 'desc'; page: number }

/** Rows on one page of the board: 10,000 products must not come as one page of several megabytes. */
// A benchmark sets PRICE_BOARD_PAGE_SIZE to measure the board unpaged (scripts/bench/board-pages.mjs).
export const BOARD_PAGE_SIZE = Number(process.env.PRICE_BOARD_PAGE_SIZE) || 200
const MAX_PAGE = 1_000

const slug = (v: string | undefined) => (v && v.length <= BOARD_SLUG_MAX && BOARD_SLUG.test(v) ? v : null)
/** A size as people type it (Persian or Arabic digits, either decimal sign), to the hundredth of a unit. */
function measure(v: string | undefined): number | null {
  if (!v) return null
  const text = toLatinDigits(v.trim()).replace(/[٫,]/g, '.')
  return /^\d{1,4}(?:\.\d{1,2})?$/.test(text) && Number(text) > 0 ? Number(text) : null
}
/** A name from the catalogue's own list: short, one line, no markup characters. */
function label(v: string | undefined): string | null {
  const text = v?.replace(/\s+/g, ' ').trim()
  return text && text.length <= 60 && !/[<>\u0000-\u001f]/.test(text) ? text : null
}

export function parseBoardQuery(params: RawParams): BoardQuery {
  const sort = first(params, 'sort')
  const column = (boardColumns as readonly string[]).includes(sort ?? '') ? (sort as BoardColumn) : 'product'
  const stock = first(params, 'stock')
  const page = Number(toLatinDigits(first(params, 'page') ?? ''))
  return {
    category: slug(first(params, 'category')),
    brand: slug(first(params, 'brand')),
    shape: label(first(params, 'shape')),
    size: measure(first(params, 'size')),
    wall: measure(first(params, 'wall')),
    length: measure(first(params, 'length')),
    standard: label(first(params, 'standard')),
    stock: (boardStocks as readonly string[]).includes(stock ?? '') ? (stock as BoardRow['stock']) : null,
    sort: column,
    order: first(params, 'order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  }
}

/** The query string of a board state, defaults left out and names in one order, so each state has one address. */
export function serializeBoardQuery(query: BoardQuery): string {
  const params = new URLSearchParams()
  for (const name of ['category', 'brand', 'shape', 'size', 'wall', 'length', 'standard', 'stock'] as const) {
    const value = query[name]
    if (value !== null) params.set(name, String(value))
  }
  if (query.sort !== 'product') params.set('sort', query.sort)
  if (query.order === 'desc') params.set('order', 'desc')
  if (query.page > 1) params.set('page', String(query.page))
  return params.toString()
}

/** A board state with none of the narrowing filters and on its first page: one the page cache keeps. */
export const isPlainBoardState = (query: BoardQuery) =>
  query.page === 1 && query.shape === null && query.size === null && query.wall === null && query.length === null && query.standard === null && query.stock === null

const same = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 1e-6

/** Whether a row passes the filters beyond category and brand. */
export function matchesBoardFilters(row: BoardRow, f: BoardFilterValues): boolean {
  return (
    (f.shape === null || row.shape === f.shape) &&
    (f.size === null || same(row.outer, f.size)) &&
    (f.wall === null || same(row.wall, f.wall)) &&
    (f.length === null || same(row.length, f.length)) &&
    (f.standard === null || row.standard === f.standard) &&
    (f.stock === null || row.stock === f.stock)
  )
}

const stockRank: Record<BoardRow['stock'], number> = { in_stock: 0, on_order: 1, out_of_stock: 2 }

/** What each column sorts by; rows without a value (no size, no change yet) go last either way. */
function sortValue(row: BoardRow, column: BoardColumn): string | number | null {
  switch (column) {
    case 'product': return row.title
    case 'size': return row.size ? row.size.parts[0]! * 1e6 + (row.size.parts[1] ?? 0) * 1e3 + (row.size.parts[2] ?? 0) : null
    case 'standard': return [row.standard, row.grade].filter(Boolean).join(' ') || null
    case 'brand': return row.brand?.name ?? null
    case 'unit': return row.unit
    case 'price': return row.price
    case 'perKg':
    case 'perTon': return row.perKg
    case 'change': return row.change?.percent ?? null
    case 'changed': return row.changedAt ? Date.parse(row.changedAt) : null
    case 'stock': return stockRank[row.stock]
  }
}

export function sortBoardRows(rows: BoardRow[], query: Pick<BoardQuery, 'sort' | 'order'>, collator: Intl.Collator): BoardRow[] {
  const sign = query.order === 'desc' ? -1 : 1
  return [...rows].sort((a, b) => {
    const x = sortValue(a, query.sort)
    const y = sortValue(b, query.sort)
    if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))
    return order !== 0 ? sign * order : a.id - b.id
  })
}
