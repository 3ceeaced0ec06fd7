import type { Payload } from 'payload'
import { isRowId } from '@/lib/db/raw'

export type PublishedProduct = { id: number; likes: number }

/**
 * A product a guest may see (published), with its like counter, or null when there is none:
 * likes and comments are only taken for what the shop actually shows.
 */
export async function findPublishedProduct(payload: Payload, productId: number): Promise<PublishedProduct | null> {
  if (!isRowId(productId)) return null
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ id: { equals: productId } }, { status: { equals: 'published' } }] },
    select: { likes: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const product = docs[0]
  return product ? { id: product.id, likes: Number(product.likes ?? 0) } : null
}
