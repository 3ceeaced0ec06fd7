import type { Payload, PayloadRequest } from 'payload'
import { keyedHash } from './keyed-hash'

/**
 * Counted events kept in the `rate-marks` collection under a keyed hash of what they are counted by
 * (an address, an account and an address, "everyone"), so the table names nobody. `scope` keeps
 * the counts of different limits apart.
 */
export const markKey = (payload: Payload, scope: string, ...parts: (string | number)[]) => keyedHash(payload, `mark:${scope}`, parts.join('\u0000'))

// `req`: a hook's request, so that its reads and writes join the operation's transaction (on
// SQLite a write beside it would wait for it to end).
type InReq = { req?: Partial<PayloadRequest> }

/**
 * The times of the marks under `key` since `since`, oldest first (at most `limit`); with `upTo`,
 * only those written before that mark and the mark itself. Events that arrive together each count
 * what came before them, by id: on PostgreSQL they all commit before any reads, and counting every
 * mark would refuse them all.
 */
export async function marksSince(payload: Payload, key: string, since: Date, limit = 100, { req, upTo }: InReq & { upTo?: number } = {}): Promise<Date[]> {
  const { docs } = await payload.find({
    collection: 'rate-marks',
    where: { and: [{ key: { equals: key } }, { createdAt: { greater_than: since.toISOString() } }, ...(upTo ? [{ id: { less_than_equal: upTo } }] : [])] },
    sort: '-createdAt',
    limit,
    depth: 0,
    pagination: false,
    select: { createdAt: true },
    overrideAccess: true,
    req,
  })
  return docs.map((d) => new Date(d.createdAt)).reverse()
}

/** Writes a mark and answers its id. */
export async function addMark(payload: Payload, key: string, { req, at }: InReq & { at?: Date } = {}): Promise<number> {
  const mark = await payload.create({ collection: 'rate-marks', data: { key, ...(at ? { createdAt: at.toISOString() } : {}) }, depth: 0, select: {}, overrideAccess: true, req })
  return mark.id
}

export async function clearMarks(payload: Payload, key: string, { req }: InReq = {}): Promise<void> {
  await payload.delete({ collection: 'rate-marks', where: { key: { equals: key } }, depth: 0, select: {}, overrideAccess: true, req })
}

/** Marks older than any window that reads them (a day) are forgotten. */
export async function pruneMarks(payload: Payload, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - 25 * 60 * 60 * 1000).toISOString()
  await payload.delete({ collection: 'rate-marks', where: { createdAt: { less_than: before } }, depth: 0, select: {}, overrideAccess: true })
}

/**
 * Counts one more event under `key` and answers the seconds until it would have fitted in `limit`
 * per `windowSeconds` (0: it fits). Counted first and read back after, so that events arriving
 * all at once see one another; a refused event still counts, as a try.
 */
export async function countAndCheck(payload: Payload, key: string, limit: number, windowSeconds: number, now = new Date()): Promise<number> {
  const mine = await addMark(payload, key, { at: now })
  const marks = await marksSince(payload, key, new Date(now.getTime() - windowSeconds * 1000), limit + 1, { upTo: mine })
  if (marks.length <= limit) return 0
  // Back within the limit when the mark just before the newest `limit` grows older than the window.
  return Math.max(1, Math.ceil((marks[0]!.getTime() + windowSeconds * 1000 - now.getTime()) / 1000))
}
