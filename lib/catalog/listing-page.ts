import type { Locale } from '@/lib/i18n/config'
import { getBrands } from './brands'
import { cardLinksOf } from './card-links'
import { getSpecAttributes } from './spec-attributes'
import { categoryTrail, getCategoryTree, subtreeIds, type CategoryNode } from './categories'
import { getFacets } from './facets'
import { getListing } from './listing'
import { parseCatalogQuery, type RawParams } from './query-params'

/** Everything a listing page shows: the parsed URL state, results, filter options and the trail. */
export async function loadListingPage(locale: Locale, category: CategoryNode | null, params: RawParams) {
  const [tree, attributes, brands] = await Promise.all([getCategoryTree(locale), getSpecAttributes(locale), getBrands(locale)])
  const query = parseCatalogQuery(params, { specKeys: attributes.map((a) => a.key) })
  const categoryIds = category ? subtreeIds(category) : undefined
  const brandIds = brands.filter((b) => query.brands.includes(b.slug)).map((b) => b.id)
  const [listing, facets] = await Promise.all([getListing(locale, query, { categoryIds, brandIds }, cardLinksOf(brands, tree)), getFacets(locale, categoryIds)])
  const trail = category ? (categoryTrail(tree, category.slug) ?? []) : []
  return { tree, query, listing, facets, trail }
}
