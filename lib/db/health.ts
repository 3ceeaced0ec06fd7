import type { Payload } from 'payload'

export type Health = { ok: boolean; database: 'ok' | 'unreachable'; ms: number }

/** A read the database can answer from an index in a moment, whatever it holds. */
export const touchDatabase = (payload: Payload) => payload.db.findOne({ collection: 'customers', where: { id: { equals: 0 } } })

/**
 * Whether this instance can serve: the database answers within `timeoutMs`. For the load balancer
 * and the start scripts; it reads no page and no cache.
 */
export async function health(payload: Payload, timeoutMs = 2_000): Promise<Health> {
  const started = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)))
  try {
    await Promise.race([touchDatabase(payload), late])
    return { ok: true, database: 'ok', ms: Math.round(performance.now() - started) }
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'health check: the database did not answer' })
    return { ok: false, database: 'unreachable', ms: Math.round(performance.now() - started) }
  } finally {
    clearTimeout(timer)
  }
}
