import type { Locale } from '@/lib/i18n/config'
import { getBrands, type BrandInfo } from './brands'
import type { CardLinks } from './cards'
import { getCategoryTree, type CategoryNode } from './categories'

function slugsOf(nodes: CategoryNode[], into = new Map<number, string>()): Map<number, string> {
  for (const node of nodes) {
    into.set(node.id, node.slug)
    slugsOf(node.children, into)
  }
  return into
}

export function cardLinksOf(brands: BrandInfo[], tree: CategoryNode[]): CardLinks {
  return { brands: new Map(brands.map((b) => [b.id, { slug: b.slug, name: b.name }])), categorySlugs: slugsOf(tree) }
}

/** Every brand and category slug of a locale by id, from the lists the catalogue's pages keep cached. */
export async function getCardLinks(locale: Locale): Promise<CardLinks> {
  const [brands, tree] = await Promise.all([getBrands(locale), getCategoryTree(locale)])
  return cardLinksOf(brands, tree)
}
