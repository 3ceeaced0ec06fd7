import type { EventEmitter } from 'node:events'
import type { Connect, Payload } from 'payload'

type PoolAdapter = { pool?: EventEmitter; connect?: Connect; payload: Payload }

/**
 * node-postgres emits `error` on the pool when an idle connection dies (a PostgreSQL restart ends
 * every connection with 57P01), and an emitter without a listener throws: the whole server went
 * down with `uncaughtException`. The pool drops that connection by itself and opens a new one on the
 * next query, so the error is only worth a line in the log.
 */
export function logPoolErrors<A extends PoolAdapter>(adapter: A): A {
  const connect = adapter.connect
  if (!connect) return adapter
  adapter.connect = async function (this: A, options) {
    await connect.call(this, options)
    const pool = this.pool
    if (pool && pool.listenerCount('error') === 0) {
      pool.on('error', (error: Error) => this.payload.logger.warn({ err: error, msg: 'a PostgreSQL connection closed while idle; the pool opens a new one when needed' }))
    }
  }
  return adapter
}
