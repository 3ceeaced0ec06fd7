/** Published by the Redis cache handler (lib/cache/handler/shared-redis-cache.mjs) once it has connected. */
const stateKey = Symbol.for('steel.shared-cache')

export type SharedCacheState = 'ok' | 'unreachable' | 'connecting' | 'none'

/**
 * Whether the cache shared by every instance answers: `none` without REDIS_URL (each server keeps
 * its own file cache), `connecting` before the handler's first use in this process.
 */
export function sharedCacheState(): SharedCacheState {
  if (!process.env.REDIS_URL) return 'none'
  const state = (globalThis as Record<symbol, { isReady: () => boolean } | undefined>)[stateKey]
  if (!state) return 'connecting'
  return state.isReady() ? 'ok' : 'unreachable'
}
