import { getBrands } from '@/lib/catalog/brands'
import { findCategory, flattenCategories, getCategoryTree, subtreeIds } from '@/lib/catalog/categories'
import type { RawParams } from '@/lib/catalog/query-params'
import type { Locale } from '@/lib/i18n/config'
import { vatPercentOn } from '@/lib/invoice/vat-rates'
import { getPriceBoard, type BoardRow } from './board'
import { BOARD_PAGE_SIZE, matchesBoardFilters, parseBoardQuery, sortBoardRows, type BoardQuery } from './board-query'

export type BoardTableData = { slug: string; title: string; rows: BoardRow[] }

/** The values the board's filters offer: those the rows in the chosen category and brand have. */
export type BoardFilterOptions = { shapes: string[]; sizes: number[]; walls: number[]; lengths: number[]; standards: string[] }

function filterOptions(rows: BoardRow[], collator: Intl.Collator): BoardFilterOptions {
  const numbers = (pick: (r: BoardRow) => number | null) => [...new Set(rows.map(pick).filter((v): v is number => v !== null))].sort((a, b) => a - b)
  const texts = (pick: (r: BoardRow) => string | null) => [...new Set(rows.map(pick).filter((v): v is string => v !== null))].sort(collator.compare)
  return { shapes: texts((r) => r.shape), sizes: numbers((r) => r.outer), walls: numbers((r) => r.wall), lengths: numbers((r) => r.length), standards: texts((r) => r.standard) }
}

/**
 * The board in one state, whole: one table per category in the catalogue's order, each sorted by
 * the chosen column, limited to the chosen category (with its subcategories), brand and filters.
 * With today's VAT rate, for the with-tax figures.
 */
export async function loadBoardState(locale: Locale, params: RawParams, now = new Date()) {
  const [rows, tree, brands, vatPercent] = await Promise.all([getPriceBoard(locale), getCategoryTree(locale), getBrands(locale), vatPercentOn(now)])
  const parsed = parseBoardQuery(params)
  const chosen = parsed.category ? findCategory(tree, parsed.category) : null
  const inCategory = chosen ? new Set(subtreeIds(chosen)) : null
  const brand = brands.some((b) => b.slug === parsed.brand) ? parsed.brand : null
  const collator = new Intl.Collator(locale)
  const scope = rows.filter((r) => (!inCategory || inCategory.has(r.categoryId)) && (!brand || r.brand?.slug === brand))
  const options = filterOptions(scope, collator)
  const shown = scope.filter((r) => matchesBoardFilters(r, parsed))
  const categories = flattenCategories(tree)

  const ordered = categories.flatMap(({ node }) => {
    const own = shown.filter((r) => r.categoryId === node.id)
    return own.length ? [{ slug: node.slug, title: node.title, rows: sortBoardRows(own, parsed, collator) }] : []
  })
  return {
    query: { ...parsed, category: chosen ? parsed.category : null, brand } satisfies BoardQuery,
    tables: ordered,
    count: ordered.reduce((n, table) => n + table.rows.length, 0),
    vatPercent,
    options,
    categories: categories.map(({ node, depth }) => ({ slug: node.slug, title: node.title, depth })),
    brands,
  }
}

/** The board as shown for one URL: its state cut into pages of BOARD_PAGE_SIZE rows (a category's table may run on to the next page). */
export async function loadPriceBoard(locale: Locale, params: RawParams, now = new Date()) {
  const state = await loadBoardState(locale, params, now)
  const pages = Math.max(1, Math.ceil(state.count / BOARD_PAGE_SIZE))
  const page = Math.min(state.query.page, pages)
  return { ...state, query: { ...state.query, page }, tables: pageOfTables(state.tables, (page - 1) * BOARD_PAGE_SIZE, BOARD_PAGE_SIZE), page, pages }
}

/** The rows from `start` on, `size` of them, still grouped in their categories' tables. */
export function pageOfTables(tables: BoardTableData[], start: number, size: number): BoardTableData[] {
  const out: BoardTableData[] = []
  let skip = start
  let left = size
  for (const table of tables) {
    if (left === 0) break
    if (skip >= table.rows.length) {
      skip -= table.rows.length
      continue
    }
    const rows = table.rows.slice(skip, skip + left)
    skip = 0
    left -= rows.length
    out.push({ ...table, rows })
  }
  return out
}
