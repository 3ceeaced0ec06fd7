// `npm run restore -- ARCHIVE [--force]`: puts an archive from `npm run backup` back into an empty
// shop (the database and uploads this environment configures), after checking every byte of it;
// runs the migrations this code has beyond the archive's and expires every cache. Stop the shop first.
import type { Migration } from 'payload'
import { restoreBackup } from '../lib/ops/backup/restore'
import { shopTarget } from '../lib/ops/backup/target'
import { option, positional } from './lib/cli-args'

const argv = process.argv.slice(2)
const log = (m: string) => console.log(`[restore] ${m}`)
const [archive] = positional(argv, ['--next-dir'])

if (!archive) {
  console.error('[restore] usage: npm run restore -- ARCHIVE [--force] [--next-dir DIR]')
  process.exit(2)
}

try {
  const result = await restoreBackup({
    archive,
    target: shopTarget(),
    force: argv.includes('--force'),
    // The build whose cached pages are expired (tests point this elsewhere than the real build).
    nextDir: option(argv, '--next-dir') || '.next',
    redisUrl: process.env.REDIS_URL || undefined,
    log,
    async migrate(manifest) {
      // Payload is started only now: its config and adapter read a database that is already in place.
      const { getPayload } = await import('payload')
      const config = await (await import('../payload.config')).default
      // Outside production Payload regenerates cms/payload-types.ts in a detached process that outlives this command.
      const payload = await getPayload({ config: { ...config, typescript: { ...config.typescript, autoGenerate: false } } })
      try {
        const all = payload.db.name === 'postgres' ? (await import('../cms/migrations/postgres')).migrations : (await import('../cms/migrations/sqlite')).migrations
        const latest = manifest.database.latestMigration ?? ''
        const newer = all.filter((m) => m.name > latest).map((m) => m.name)
        log(newer.length ? `migrations to run: ${newer.join(', ')}` : 'the archive is at the latest migration')
        await payload.db.migrate({ migrations: all as unknown as Migration[] })
      } finally {
        await payload.destroy()
      }
    },
  })
  log(`${result.files} files and the ${result.manifest.database.kind} database from ${result.manifest.createdAt} restored in ${result.seconds.toFixed(1)} s${result.redisKeysRemoved ? `; ${result.redisKeysRemoved} cached entries removed from Redis` : ''}`)
  console.log(`restore:done ${archive}`)
  process.exit(0)
} catch (error) {
  console.error(`[restore] ${(error as Error).message}`)
  process.exit(1)
}
