import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { revalidateTags } from '@/lib/cache/revalidate'

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}

/** A moderator's decision shows on the product page at once; pending comments change nothing public. */
export const revalidateProductComments: CollectionAfterChangeHook & CollectionAfterDeleteHook = async (args) => {
  const { doc } = args
  const previousDoc = 'previousDoc' in args ? (args.previousDoc as { status?: string } | undefined) : undefined
  const wasPublic = previousDoc?.status === 'approved'
  const isPublic = doc?.status === 'approved'
  const productId = idOf(doc?.product)
  if (productId !== null && (wasPublic || isPublic)) await revalidateTags([cacheTags.productComments(productId)])
  return doc
}
