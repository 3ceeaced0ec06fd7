import type { EventEmitter } from 'node:events'
import type { Connect, Payload } from 'payload'

type PoolAdapter = { pool?: EventEmitter; connect?: Connect; payload: Payload }

/**
 * node-postgres emits `error` on the pool when an idle connection dies (a PostgreSQL restart ends
 * every connection with 57P01), and on the connection itself when it is lent out; an emitter without
 * a listener throws, and the server went down with `uncaughtException`. The pool drops such a
 * connection by itself and opens a new one on the next query, so the error is only worth a line.
 */
export function logPoolErrors<A extends PoolAdapter>(adapter: A): A {
  const connect = adapter.connect
  if (!connect) return adapter
  adapter.connect = async function (this: A, options) {
    await connect.call(this, options)
    const pool = this.pool
    if (pool && pool.listenerCount('error') === 0) {
      pool.on('error', (error: Error) => this.payload.logger.warn({ err: error, msg: 'a PostgreSQL connection closed while idle; the pool opens a new one when needed' }))
      // A connection the pool has lent out (a transaction between two statements) has no listener of
      // the pool's: ended there, it threw the same uncaughtException. Each new one gets a listener
      // for life; its next statement fails as usual and the pool drops it once it is given back.
      pool.on('connect', (client: EventEmitter) => {
        client.on('error', (error: Error) => this.payload.logger.warn({ err: error, msg: 'a PostgreSQL connection in use was closed; its statement fails and the pool replaces it' }))
      })
    }
  }
  return adapter
}
