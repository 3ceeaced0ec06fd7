// `npm run backup [-- --to DIR] [--keep N]`: one timestamped archive of the database and every
// uploaded file, taken while the shop serves (lib/ops/backup). DIR defaults to BACKUP_DIR or ./backups;
// with --keep (or BACKUP_KEEP) only the newest N archives stay in DIR.
// `--schedule`: stays running and takes one whenever BACKUP_CRON says, in the instance holding the
// migration lock at that minute (the production server starts it when BACKUP_CRON is set).
import { createBackup } from '../lib/ops/backup/backup'
import { parseCron } from '../lib/ops/backup/cron'
import { migrationLockTurn, scheduleBackups } from '../lib/ops/backup/schedule'
import { shopTarget } from '../lib/ops/backup/target'
import { option } from './lib/cli-args'

const argv = process.argv.slice(2)
const log = (m: string) => console.log(`[backup] ${m}`)

async function once() {
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
  return result.file
}

if (argv.includes('--schedule')) {
  const cron = process.env.BACKUP_CRON
  if (!cron) {
    console.error('[backup] --schedule needs BACKUP_CRON (e.g. "30 2 * * *": every night at 02:30 UTC)')
    process.exit(2)
  }
  let schedule
  try {
    schedule = parseCron(cron)
  } catch (error) {
    console.error(`[backup] ${(error as Error).message}`)
    process.exit(2)
  }
  log(`scheduled: ${cron} (UTC), keeping ${process.env.BACKUP_KEEP || 'every'} archive(s)`)
  const running = scheduleBackups({
    schedule,
    takeTurn: () => migrationLockTurn(shopTarget().databaseUrl),
    backup: async () => log(`written ${await once()}`),
    log,
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (running.stop(), process.exit(0)))
} else {
  // Stopped half-way, the command still removes its temporary copy and partial archive (on exit).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1))
  try {
    const file = await once()
    // Scripts and tests wait for this exact line.
    console.log(`backup:written ${file}`)
    process.exit(0)
  } catch (error) {
    console.error(`[backup] ${(error as Error).message}`)
    process.exit(1)
  }
}
