// Next's cache handler (next.config.ts `cacheHandler`): with REDIS_URL, the cache every instance
// shares; without it (the embedded demo, and always while building), Next's file cache whose tag
// expirations outlive a restart.
const shared = process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build'

const { default: Handler } = shared ? await import('./handler/shared-redis-cache.mjs') : await import('./handler/lasting-file-cache.mjs')

export default Handler
