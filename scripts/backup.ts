// `npm run backup [-- --to DIR] [--keep N]`: one timestamped archive of the database and every
// uploaded file, taken while the shop serves (lib/ops/backup). DIR defaults to BACKUP_DIR or ./backups;
// with --keep (or BACKUP_KEEP) only the newest N archives stay in DIR.
import { createBackup } from '../lib/ops/backup/backup'
import { shopTarget } from '../lib/ops/backup/target'
import { option } from './lib/cli-args'

const argv = process.argv.slice(2)
const log = (m: string) => console.log(`[backup] ${m}`)

try {
  // The collections to count come from the shop's own config (loaded, never initialised: no database work).
  const config = await (await import('../payload.config')).default
  const result = await createBackup({
    target: shopTarget(),
    collections: config.collections.map((c) => c.slug),
    to: option(argv, '--to') || process.env.BACKUP_DIR || 'backups',
    keep: Number(option(argv, '--keep') || process.env.BACKUP_KEEP || 0),
    log,
  })
  const { manifest } = result
  const orders = manifest.counts.orders ?? 0
  log(`${manifest.files.length} files (${manifest.database.kind} database at ${manifest.database.latestMigration ?? 'no migration'}, ${orders} orders) in ${result.seconds.toFixed(1)} s`)
  for (const gone of result.pruned) log(`removed the older archive ${gone}`)
  // Scripts and tests wait for this exact line.
  console.log(`backup:written ${result.file}`)
  process.exit(0)
} catch (error) {
  console.error(`[backup] ${(error as Error).message}`)
  process.exit(1)
}
