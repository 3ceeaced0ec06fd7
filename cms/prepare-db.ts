import type { Migration, Payload } from 'payload'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { databaseIdentity } from '@/lib/db/identity'
import { oneAtATime } from '@/lib/db/startup-lock'
import { isEmpty, seedDemo, type SeedOptions } from './seed'

/**
 * Brings a database up to date: runs pending committed migrations, then seeds demo data when the
 * database is empty (unless told not to), one instance at a time. Used by `npm start`, the
 * browser-test server and tests.
 */
export async function prepareDatabase(
  payload: Payload,
  { seed = true, log = console.log, ...seedOptions }: { seed?: boolean; log?: (m: string) => void } & SeedOptions = {},
) {
  return oneAtATime(payload, async () => {
    log(`migrating (${payload.db.name})`)
    // The committed migrations are imported, not read from disk, so this runs the same under any loader.
    // Payload types a migration's argument as unknown; each adapter's own migrations take its args.
    const migrations = (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
    await payload.db.migrate({ migrations })
    const seeded = seed && (await isEmpty(payload))
    if (seeded) await seedDemo(payload, log, seedOptions)
    return { seeded, identity: await databaseIdentity(payload) }
  })
}
