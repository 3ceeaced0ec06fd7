import { firstValue as first, type RawParams } from '@/lib/catalog/query-params'
import type { BoardRow } from './board'

/**
 * The board's state in the URL: `category` and `brand` (slugs), `sort` (a column) and `order`.
 * Read like the listing's: anything unreadable is dropped, never an error.
 */
export const boardColumns = ['product', 'size', 'standard', 'brand', 'unit', 'price', 'change', 'changed', 'stock'] as const
export type BoardColumn = (typeof boardColumns)[number]
export type BoardQuery = { category: string | null; brand: string | null; sort: BoardColumn; order: 'asc' | 'desc' }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slug = (v: string | undefined) => (v && v.length <= 64 && SLUG.test(v) ? v : null)

export function parseBoardQuery(params: RawParams): BoardQuery {
  const sort = first(params, 'sort')
  const column = (boardColumns as readonly string[]).includes(sort ?? '') ? (sort as BoardColumn) : 'product'
  return { category: slug(first(params, 'category')), brand: slug(first(params, 'brand')), sort: column, order: first(params, 'order') === 'desc' ? 'desc' : 'asc' }
}

/** The query string of a board state, defaults left out, so each state has one address. */
export function serializeBoardQuery(query: BoardQuery): string {
  const params = new URLSearchParams()
  if (query.category) params.set('category', query.category)
  if (query.brand) params.set('brand', query.brand)
  if (query.sort !== 'product') params.set('sort', query.sort)
  if (query.order === 'desc') params.set('order', 'desc')
  return params.toString()
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
    case 'change': return row.change?.percent ?? null
    case 'changed': return row.changedAt ? Date.parse(row.changedAt) : null
    case 'stock': return stockRank[row.stock]
  }
}

export function sortBoardRows(rows: BoardRow[], query: BoardQuery, collator: Intl.Collator): BoardRow[] {
  const sign = query.order === 'desc' ? -1 : 1
  return [...rows].sort((a, b) => {
    const x = sortValue(a, query.sort)
    const y = sortValue(b, query.sort)
    if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))
    return order !== 0 ? sign * order : a.id - b.id
  })
}
