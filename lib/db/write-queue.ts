import type { Payload } from 'payload'

let tail: Promise<unknown> = Promise.resolve()

/**
 * SQLite has one writer: two transactions begun at once make the second fail with SQLITE_BUSY
 * instead of waiting. Every write visitors can fire at the same moment (orders, likes, comments)
 * goes through this one queue. The embedded database serves a single app process, so its transactions
 * queue here; PostgreSQL (several instances) runs them concurrently and relies on its locks and
 * unique constraints.
 */
export function inWriteQueue<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'sqlite') return work()
  const run = tail.then(work, work)
  tail = run.catch(() => undefined)
  return run
}
