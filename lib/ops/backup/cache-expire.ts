import { rm } from 'node:fs/promises'
import path from 'node:path'
import { createClient } from '@redis/client'

/**
 * Everything Next keeps from rendering at run time (as scripts/lib/build.mjs clears for a new
 * database), and the marker of which database filled it: a restored database carries the identity
 * of the one it was copied from, so without removing the marker the next start would keep pages
 * rendered before the restore.
 */
const nextRuntimeCache = ['cache/fetch-cache', 'server/route-cache', 'cache/images', 'cache/tag-expirations.json', 'cache/database-identity']

export async function expireNextFileCache(nextDir: string): Promise<void> {
  for (const rel of nextRuntimeCache) await rm(path.join(nextDir, rel), { recursive: true, force: true })
}

/**
 * Removes every key the shared cache handler wrote (lib/cache/handler/shared-redis-cache.mjs keys
 * them under REDIS_KEY_PREFIX, per build and database): entries and tag records alike, so nothing
 * cached before the restore is served after it. Keys of anything else in that Redis are left alone.
 */
export async function expireRedisCache(url: string, prefix = process.env.REDIS_KEY_PREFIX || 'steel'): Promise<number> {
  const client = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } })
  client.on('error', () => {})
  await client.connect()
  let removed = 0
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
      if (keys.length === 0) continue
      removed += await client.unlink(keys)
    }
  } finally {
    await client.close()
  }
  return removed
}
