import type { Payload } from 'payload'
import { validationPaths } from '@/lib/payload-errors'
import type { CustomerViewer, Viewer } from '@/lib/auth/viewer'
import { inWriteQueue } from '@/lib/db/write-queue'
import { executeRaw, rawTransaction } from '@/lib/db/raw'
import { getPayloadClient } from '@/lib/payload'
import { findPublishedProduct } from './published-product'

export type LikeState = { count: number; liked: boolean }

/** The product's like count and whether this visitor likes it; null for an unknown or unpublished product. */
export async function getLikeState(productId: number, viewer: Viewer): Promise<LikeState | null> {
  const payload = await getPayloadClient()
  const product = await findPublishedProduct(payload, productId)
  if (!product) return null
  const liked = viewer?.kind === 'customer' ? await likesIt(payload, productId, viewer) : false
  return { count: product.likes, liked }
}

/**
 * Flips the customer's like, or, when `liked` is given, sets it: a repeated request (a double
 * click, a retry) then changes nothing. Null for an unknown or unpublished product.
 */
export async function toggleLike(productId: number, viewer: CustomerViewer, liked?: boolean): Promise<LikeState | null> {
  const payload = await getPayloadClient()
  if (!(await findPublishedProduct(payload, productId))) return null
  const wanted = await inWriteQueue(payload, async () => {
    const had = await likesIt(payload, productId, viewer)
    const want = liked ?? !had
    if (want && !had) await addLike(payload, productId, viewer)
    if (!want && had) await removeLike(payload, productId, viewer)
    await recountLikes(payload, productId)
    return want
  })
  return { count: (await findPublishedProduct(payload, productId))?.likes ?? 0, liked: wanted }
}

/** The visitor's own rows only: the collection's access rules see to that, not this query. */
async function likesIt(payload: Payload, productId: number, viewer: CustomerViewer): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'product-likes',
    where: { and: [{ product: { equals: productId } }, { customer: { equals: viewer.id } }] },
    overrideAccess: false,
    user: viewer.user,
  })
  return totalDocs > 0
}

async function addLike(payload: Payload, productId: number, viewer: CustomerViewer): Promise<void> {
  try {
    await payload.create({ collection: 'product-likes', data: { product: productId, customer: viewer.id }, overrideAccess: false, user: viewer.user })
  } catch (error) {
    // Two requests raced past the check and the unique (product, customer) index refused the
    // second row: the customer likes the product, which is what they asked for.
    if (validationPaths(error) && (await likesIt(payload, productId, viewer))) return
    throw error
  }
}

async function removeLike(payload: Payload, productId: number, viewer: CustomerViewer): Promise<void> {
  // By query rather than by id: a row another request already removed is simply not there.
  await payload.delete({ collection: 'product-likes', where: { product: { equals: productId } }, overrideAccess: false, user: viewer.user })
}

/**
 * Sets the product's counter from the rows themselves, so overlapping toggles cannot add or lose a
 * like the way read-increment-write would; the counter bypasses Payload so a like neither writes a
 * version nor expires the catalogue cache.
 */
async function recountLikes(payload: Payload, productId: number): Promise<void> {
  const recount = `UPDATE "products" SET "likes" = (SELECT COUNT(*) FROM "product_likes" WHERE "product_id" = ${productId}) WHERE "id" = ${productId}`
  // SQLite has one writer and the write queue orders the toggles: the statement alone is enough.
  if (payload.db.name !== 'postgres') return executeRaw(payload, recount)
  // On PostgreSQL a lone UPDATE counts with the rows committed when it began, and may then wait for
  // another instance's recount of the same product and overwrite that newer count with its older
  // one. Taking the row first, then counting in a second statement, makes every recount count what
  // was committed before the one ahead of it finished: the last one always holds the true number.
  await rawTransaction(payload, [`SELECT "id" FROM "products" WHERE "id" = ${productId} FOR NO KEY UPDATE`, recount])
}
