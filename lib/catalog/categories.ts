import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { isSlug } from '@/lib/site/params'

export type CategoryNode = {
  id: number
  slug: string
  title: string
  description?: string
  seoTitle?: string
  seoDescription?: string
  parentId: number | null
  children: CategoryNode[]
}

/** Every category of one locale as a tree, ordered as staff arranged them. */
export async function readCategoryTree(locale: Locale): Promise<CategoryNode[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'categories', locale, depth: 0, pagination: false, sort: ['order', 'id'], overrideAccess: false })
  const nodes = new Map<number, CategoryNode>(
    docs.map((d) => [
      d.id,
      {
        id: d.id,
        slug: d.slug,
        title: d.title,
        description: d.description ?? undefined,
        seoTitle: d.seo?.title ?? undefined,
        seoDescription: d.seo?.description ?? undefined,
        parentId: typeof d.parent === 'object' && d.parent ? d.parent.id : (d.parent ?? null),
        children: [],
      },
    ]),
  )
  const roots: CategoryNode[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

export function getCategoryTree(locale: Locale): Promise<CategoryNode[]> {
  return cached(() => readCategoryTree(locale), ['category-tree', locale], [cacheTags.catalogue(locale)])
}

export function findCategory(tree: CategoryNode[], slug: string): CategoryNode | null {
  for (const node of tree) {
    if (node.slug === slug) return node
    const found = findCategory(node.children, slug)
    if (found) return found
  }
  return null
}

/** The category a listing address names, or null for a malformed or unknown slug (a 404). */
export async function categoryBySlug(locale: Locale, slug: string): Promise<CategoryNode | null> {
  if (!isSlug(slug)) return null
  return findCategory(await getCategoryTree(locale), slug)
}

/** Every category of the tree, parents before their children, each with its depth (0 for a root). */
export function flattenCategories(nodes: CategoryNode[], depth = 0): { node: CategoryNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenCategories(node.children, depth + 1)])
}

/** The category and everything below it: a listing of a parent shows its children's products. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)]
}

/** Root → … → node, for breadcrumbs. */
export function categoryTrail(tree: CategoryNode[], slug: string, trail: CategoryNode[] = []): CategoryNode[] | null {
  for (const node of tree) {
    const here = [...trail, node]
    if (node.slug === slug) return here
    const found = categoryTrail(node.children, slug, here)
    if (found) return found
  }
  return null
}
