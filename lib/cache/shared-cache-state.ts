import { createClient } from '@redis/client'

/** Published by the Redis cache handler (lib/cache/handler/shared-redis-cache.mjs) once it has connected. */
const stateKey = Symbol.for('steel.shared-cache')
/** The probe's own connection, one per process, kept open like the handler's. */
const probeKey = Symbol.for('steel.shared-cache-probe')

export type SharedCacheState = 'ok' | 'unreachable' | 'none'

type Probe = { ping: () => Promise<boolean> }

/**
 * Asks Redis itself: the cache handler connects only on the first page Next renders or reads, so
 * before that there is nothing to read its state from. A short timeout: the balancer's probe must
 * answer in time whatever Redis does.
 */
function probe(url: string): Probe {
  const store = globalThis as Record<symbol, Probe | undefined>
  const existing = store[probeKey]
  if (existing) return existing
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) } })
  // Reconnection errors are said by the cache handler's own connection; this one stays quiet.
  client.on('error', () => {})
  const connecting = client.connect().catch(() => undefined)
  const made: Probe = {
    async ping() {
      await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 1_000))])
      if (!client.isReady) return false
      return Promise.race([client.ping().then((answer) => answer === 'PONG', () => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000))])
    },
  }
  store[probeKey] = made
  return made
}

/**
 * Whether the cache shared by every instance answers: `none` without REDIS_URL (each server keeps
 * its own file cache). The handler's connection when it has one, otherwise a ping of Redis.
 */
export async function sharedCacheState(): Promise<SharedCacheState> {
  const url = process.env.REDIS_URL
  if (!url) return 'none'
  const handler = (globalThis as Record<symbol, { isReady: () => boolean } | undefined>)[stateKey]
  if (handler?.isReady()) return 'ok'
  return (await probe(url).ping()) ? 'ok' : 'unreachable'
}
