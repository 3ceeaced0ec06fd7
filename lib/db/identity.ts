import { createHash } from 'node:crypto'
import type { Payload } from 'payload'

/**
 * Which database this is, as a short stable name: the moment its first migration ran, which no
 * other database shares (a dropped and re-created one included). Caches are kept per database, so a
 * server started on a new one never serves pages rendered from an old one.
 */
export async function databaseIdentity(payload: Payload): Promise<string> {
  const { docs } = await payload.find({ collection: 'payload-migrations', sort: 'createdAt', limit: 1, depth: 0, pagination: false, overrideAccess: true })
  const born = docs[0]?.createdAt ?? 'unmigrated'
  return createHash('sha256').update(`${payload.db.name}|${born}`).digest('hex').slice(0, 12)
}
