import { executeRaw, isRowId } from '@/lib/db/raw'
import { getPayloadClient } from '@/lib/payload'

/**
 * Counts one view. A single atomic UPDATE rather than a Payload update: no version, no hooks, no
 * cache revalidation, and no lost counts when two visitors arrive at once.
 */
export async function recordView(productId: number): Promise<void> {
  if (!isRowId(productId)) return
  const payload = await getPayloadClient()
  await executeRaw(payload, `UPDATE "products" SET "views" = COALESCE("views", 0) + 1 WHERE "id" = ${productId} AND "status" = 'published'`)
}
