import type { Payload } from 'payload'

/** Any fixed number: the key every instance of this shop takes while it migrates and seeds. */
export const PREPARE_LOCK = 0x5737_2026

type PgPool = { connect: () => Promise<{ query: (sql: string, values?: unknown[]) => Promise<unknown>; release: () => void }> }

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so instances started together on an empty
 * database take turns: the first migrates and seeds, the others then find nothing left to do. SQLite
 * serves one process and needs none. The lock belongs to one connection and ends with it, so an
 * instance that dies mid-way does not block the others.
 */
export async function oneAtATime<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (payload.db.name !== 'postgres' || !pool) return work()
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => {})
    client.release()
  }
}
