import { existsSync, rmSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { readArchive } from './archive-read'
import { expireNextFileCache, expireRedisCache } from './cache-expire'
import { restoreFiles, storageHasFiles } from './files-collect'
import type { Manifest } from './manifest'
import { emptyPostgres, postgresHasTables, restorePostgres } from './postgres-dump'
import { sqliteHasTables } from './sqlite-snapshot'
import type { ShopTarget } from './target'

export type RestoreOptions = {
  archive: string
  target: ShopTarget
  /** Replace a database and uploads that are not empty. */
  force?: boolean
  /** Brings the restored database up to this code's migrations (Payload's migrate). */
  migrate: (manifest: Manifest) => Promise<void>
  nextDir?: string
  redisUrl?: string
  log?: (m: string) => void
}

export type RestoreResult = { manifest: Manifest; files: number; redisKeysRemoved: number; seconds: number }

/** Refuses what cannot work before anything is touched: a database of the other kind, or a shop that is not empty. */
async function checkTarget(manifest: Manifest, target: ShopTarget, force: boolean) {
  if (manifest.database.kind !== target.kind) {
    throw new Error(
      `restore refused: the archive holds a ${manifest.database.kind} database and this shop is configured for ${target.kind}. ` +
        'Restoring across databases (SQLite ↔ PostgreSQL) is not supported: restore into a shop on the same kind of database.',
    )
  }
  const databaseInUse = target.kind === 'sqlite' ? existsSync(target.sqliteFile) && (await sqliteHasTables(target.sqliteFile)) : await postgresHasTables(target.databaseUrl!)
  const filesInUse = await storageHasFiles(target.dataDir, target.storage)
  if ((databaseInUse || filesInUse) && !force) {
    const what = [databaseInUse && 'the database', filesInUse && 'the uploads storage'].filter(Boolean).join(' and ')
    throw new Error(`restore refused: ${what} of this shop ${databaseInUse && filesInUse ? 'are' : 'is'} not empty. Restore into an empty shop, or pass --force to replace everything in it.`)
  }
  return { databaseInUse, filesInUse }
}

/**
 * Puts an archive back into an empty shop: verifies every byte first, then the database, the
 * uploads, the migrations this code has beyond the archive's, and finally expires every cache so
 * no page rendered before the restore is served after it. The shop's servers should be stopped.
 */
export async function restoreBackup({ archive, target, force = false, migrate, nextDir = '.next', redisUrl, log = () => {} }: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now()
  const staging = await mkdtemp(path.join(os.tmpdir(), 'steel-restore-'))
  const removeStaging = () => rmSync(staging, { recursive: true, force: true })
  process.once('exit', removeStaging)
  try {
    log(`checking ${archive}`)
    const manifest = await readArchive(archive, staging)
    const { databaseInUse } = await checkTarget(manifest, target, force)
    const dbFile = path.join(staging, manifest.database.file)
    if (target.kind === 'sqlite') {
      log(`restoring the SQLite database into ${target.sqliteFile}`)
      await mkdir(path.dirname(target.sqliteFile), { recursive: true })
      // The old WAL would otherwise be replayed onto the restored file.
      for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${target.sqliteFile}${suffix}`, { force: true })
      await copyFile(dbFile, target.sqliteFile)
    } else {
      if (databaseInUse) await emptyPostgres(target.databaseUrl!)
      log('restoring the PostgreSQL database (pg_restore)')
      await restorePostgres(target.databaseUrl!, dbFile)
    }
    log(target.storage ? `uploading files to the bucket ${target.storage.bucket}` : `restoring uploads into ${target.dataDir}`)
    const files = await restoreFiles(staging, { dataDir: target.dataDir, storage: target.storage, replace: force, contentTypes: manifest.contentTypes })
    log(`running migrations newer than the archive's (${manifest.database.latestMigration ?? 'none'})`)
    await migrate(manifest)
    log('expiring cached pages and data')
    await expireNextFileCache(nextDir)
    const redisKeysRemoved = redisUrl ? await expireRedisCache(redisUrl) : 0
    return { manifest, files, redisKeysRemoved, seconds: (Date.now() - started) / 1000 }
  } finally {
    // tar may still be finishing a file after a failed unpack: retried, and never hiding the real error.
    await rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => {})
    if (!existsSync(staging)) process.off('exit', removeStaging)
  }
}
