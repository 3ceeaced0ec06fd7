import type { Connect } from 'payload'
import { metrics, type PoolCounts } from './registry.mjs'

const isPool = (pool: unknown): pool is PoolCounts =>
  typeof pool === 'object' && pool !== null && typeof (pool as PoolCounts).totalCount === 'number' && typeof (pool as PoolCounts).waitingCount === 'number'

/**
 * Hands the PostgreSQL pool to the metrics once Payload has connected: a scrape reads node-postgres's
 * own counts (total, idle, waiting), never asks the database.
 */
export function countPool<A extends { pool?: unknown; connect?: Connect }>(adapter: A): A {
  const connect = adapter.connect
  if (!connect) return adapter
  adapter.connect = async function (this: A, options) {
    await connect.call(this, options)
    if (isPool(this.pool)) metrics().live.pool = this.pool
  }
  return adapter
}
