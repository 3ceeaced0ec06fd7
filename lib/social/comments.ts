import type { CustomerViewer } from '@/lib/auth/viewer'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import { inWriteQueue } from '@/lib/db/write-queue'
import { isRowId } from '@/lib/db/raw'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import type { CommentValues } from './comment-schema'
import { findPublishedProduct } from './published-product'

/** What a visitor sees of a comment: never the customer's id, email or the moderation state. */
export type PublicComment = { authorName: string; body: string; createdAt: string }

/** The product page shows the newest comments; older ones stay in the admin. */
const COMMENTS_SHOWN = 50

async function readApprovedComments(productId: number): Promise<PublicComment[]> {
  if (!isRowId(productId)) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'product-comments',
    where: { and: [{ product: { equals: productId } }, { status: { equals: 'approved' } }] },
    sort: '-createdAt',
    limit: COMMENTS_SHOWN,
    pagination: false,
    depth: 0,
    select: { authorName: true, body: true, createdAt: true },
    // Read as a guest: the access rule itself keeps pending and rejected comments out.
    overrideAccess: false,
  })
  return docs.map((d) => ({ authorName: d.authorName ?? '', body: d.body, createdAt: d.createdAt }))
}

/** Approved comments of a product, newest first; cached until a moderator's decision expires the tag. */
export function listApprovedComments(productId: number): Promise<PublicComment[]> {
  return cached(() => readApprovedComments(productId), ['product-comments', String(productId)], [cacheTags.productComments(productId)])
}

/**
 * Saves a customer's comment on a published product, waiting for a moderator: the collection's
 * hook sets the author and the pending status whatever the input says. False when there is no
 * such published product.
 */
export async function addComment(productId: number, viewer: CustomerViewer, values: CommentValues, locale: Locale): Promise<boolean> {
  const payload = await getPayloadClient()
  if (!(await findPublishedProduct(payload, productId))) return false
  await inWriteQueue(payload, () =>
    payload.create({
      collection: 'product-comments',
      data: { product: productId, body: values.body, customer: viewer.id, status: 'pending', locale },
      overrideAccess: false,
      user: viewer.user,
    }),
  )
  return true
}
