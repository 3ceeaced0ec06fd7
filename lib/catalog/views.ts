import { getPayloadClient } from '@/lib/payload'

type RawExecutor = { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>; drizzle: unknown }

/**
 * Counts one view. A single atomic UPDATE rather than a Payload update: no version, no hooks, no
 * cache revalidation, and no lost counts when two visitors arrive at once.
 */
export async function recordView(productId: number): Promise<void> {
  if (!Number.isSafeInteger(productId) || productId <= 0) return
  const payload = await getPayloadClient()
  const db = payload.db as unknown as RawExecutor
  await db.execute({ drizzle: db.drizzle, raw: `UPDATE "products" SET "views" = COALESCE("views", 0) + 1 WHERE "id" = ${productId} AND "status" = 'published'` })
}
