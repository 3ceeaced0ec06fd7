import { getBrands } from '@/lib/catalog/brands'
import { findCategory, flattenCategories, getCategoryTree, subtreeIds } from '@/lib/catalog/categories'
import type { RawParams } from '@/lib/catalog/query-params'
import type { Locale } from '@/lib/i18n/config'
import { getPriceBoard, type BoardRow } from './board'
import { parseBoardQuery, sortBoardRows } from './board-query'

export type BoardTableData = { slug: string; title: string; rows: BoardRow[] }

/**
 * The board as shown for one URL: one table per category in the catalogue's order, each sorted by
 * the chosen column, limited to the chosen category (with its subcategories) and brand.
 */
export async function loadPriceBoard(locale: Locale, params: RawParams) {
  const [rows, tree, brands] = await Promise.all([getPriceBoard(locale), getCategoryTree(locale), getBrands(locale)])
  const query = parseBoardQuery(params)
  const chosen = query.category ? findCategory(tree, query.category) : null
  const inCategory = chosen ? new Set(subtreeIds(chosen)) : null
  const brandRows = query.brand ? rows.filter((r) => r.brand?.slug === query.brand) : rows
  const collator = new Intl.Collator(locale)
  const categories = flattenCategories(tree)
  const tables: BoardTableData[] = categories.flatMap(({ node }) => {
    if (inCategory && !inCategory.has(node.id)) return []
    const own = brandRows.filter((r) => r.categoryId === node.id)
    return own.length ? [{ slug: node.slug, title: node.title, rows: sortBoardRows(own, query, collator) }] : []
  })
  return {
    query: { ...query, category: chosen ? query.category : null, brand: brands.some((b) => b.slug === query.brand) ? query.brand : null },
    tables,
    count: tables.reduce((n, table) => n + table.rows.length, 0),
    categories: categories.map(({ node, depth }) => ({ slug: node.slug, title: node.title, depth })),
    brands,
  }
}
