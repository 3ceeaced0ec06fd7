import { executeRaw, isRowId, rawRows } from '@/lib/db/raw'
import { getPayloadClient } from '@/lib/payload'
import { markKey } from '@/lib/security/rate-marks'

/**
 * Counts one view of a published product by the visitor at `ip`, at most once per product and
 * address a day: the day's mark (a keyed hash, in the database so every instance sees it) is
 * unique, so the database keeps only the first, and only a new mark counts. Single atomic statements rather than
 * Payload updates: no version, no hooks, no cache revalidation, no count lost to a race.
 */
export async function recordView(productId: number, ip: string, now = new Date()): Promise<void> {
  if (!isRowId(productId)) return
  const payload = await getPayloadClient()
  const key = markKey(payload, 'view', productId, ip, now.toISOString().slice(0, 10))
  const marked = await rawRows(payload, `INSERT INTO "rate_marks" ("key", "once") VALUES ('${key}', '${key}') ON CONFLICT DO NOTHING RETURNING "id"`)
  if (!marked.length) return
  await executeRaw(payload, `UPDATE "products" SET "views" = COALESCE("views", 0) + 1 WHERE "id" = ${productId} AND "status" = 'published'`)
}
