import type { Payload } from 'payload'

export type IpRate = { perIp: number; windowSeconds: number }

/**
 * Seconds until this address may send again to a collection that keeps a keyed hash of the sender's
 * address (`ipHash`) on each record, or 0 when it may send now. Counted in the database, so the
 * limit holds across server instances and restarts.
 */
export async function ipRetryIn(
  payload: Payload,
  collection: 'consultation-requests' | 'supplier-applications' | 'job-applications' | 'quote-requests',
  ipHash: string,
  rate: IpRate,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - rate.windowSeconds * 1000)
  const recent = await payload.find({
    collection,
    where: { and: [{ ipHash: { equals: ipHash } }, { createdAt: { greater_than: since.toISOString() } }] },
    sort: 'createdAt',
    limit: rate.perIp,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
  })
  if (recent.totalDocs < rate.perIp) return 0
  const oldest = new Date(recent.docs[0]!.createdAt).getTime()
  return Math.max(1, Math.ceil((oldest + rate.windowSeconds * 1000 - now.getTime()) / 1000))
}
