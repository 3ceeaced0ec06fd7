// The cache every instance shares: pages and data reads in Redis (the maintained handler for Next
// 16, @fortedigital/nextjs-cache-handler), so a tag one instance expires is expired for all. Redis
// going away must not take the shop with it: reads miss and pages are rendered from the database,
// writes are skipped, and a tag that could not be expired is expired once Redis is back, before
// anything is read from it again.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { metrics } from '../../ops/registry.mjs'

const log = (message) => console.log(`[cache] ${message}`)

/** Where the health probe reads whether Redis answers (lib/cache/shared-cache-state.ts): same process, another bundle. */
const stateKey = Symbol.for('steel.shared-cache')

/** Expirations that did not reach Redis, retried when it is back; until then nothing is read from it. */
function withRetriedExpiry(handler, client) {
  const pending = new Set()
  let flushing = null
  const flush = () => {
    flushing ??= (async () => {
      for (const tag of [...pending]) {
        await handler.revalidateTag(tag)
        pending.delete(tag)
      }
      log('tags expired while Redis was away are now expired there too')
    })().finally(() => (flushing = null))
    return flushing
  }
  client.on('ready', () => {
    if (pending.size > 0) flush().catch(() => {})
  })
  return {
    name: 'redis-with-retried-expiry',
    async get(key, meta) {
      const counted = (entry) => {
        metrics().cache.inc({ store: 'redis', result: entry ? 'hit' : 'miss' })
        return entry
      }
      if (pending.size > 0) {
        if (!client.isReady) return counted(null)
        await flush()
      }
      return counted(await handler.get(key, meta))
    },
    async set(key, value, ctx) {
      if (pending.size > 0) return
      await handler.set(key, value, ctx)
    },
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag)
      } catch (error) {
        pending.add(tag)
        throw error
      }
    },
    delete: (key) => handler.delete(key),
    prepare: () => handler.prepare?.(),
  }
}

function connect(url) {
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing: a page must not wait for Redis.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
  })
  let up = false
  client.on('ready', () => {
    up = true
    log(`Redis ready at ${new URL(url).host}: pages and data are cached for every instance`)
  })
  // Every reconnect attempt errors again: said once per outage.
  client.on('error', (error) => {
    if (!up) return
    up = false
    log(`Redis unreachable (${error.message}): pages are rendered from the database until it is back`)
  })
  globalThis[stateKey] = { isReady: () => client.isReady }
  // Not awaited: the server starts and serves without Redis, and uses it once it answers.
  client.connect().catch((error) => log(`Redis not reachable yet (${error.message}); serving without the shared cache`))
  return client
}

let created

CacheHandler.onCreation(({ buildId }) => {
  created ??= (() => {
    const client = connect(process.env.REDIS_URL)
    // One key space per build and per database: a server started on a new database (same build,
    // same Redis) never reads pages rendered from the old one. npm start sets DATABASE_IDENTITY.
    const database = process.env.DATABASE_IDENTITY ? `${process.env.DATABASE_IDENTITY}:` : ''
    const keyPrefix = `${process.env.REDIS_KEY_PREFIX || 'steel'}:${buildId?.trim() || 'build'}:${database}`
    const redis = createRedisHandler({ client, keyPrefix, timeoutMs: 1_000 })
    return { handlers: [withRetriedExpiry(redis, client)] }
  })()
  return created
})

export default CacheHandler
