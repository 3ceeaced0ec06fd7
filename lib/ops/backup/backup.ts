import { existsSync, rmSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { writeArchive } from './archive-write'
import { collectBucketFiles, collectDiskFiles, FILES_DIR } from './files-collect'
import { describeFiles, MANIFEST_NAME, type Manifest } from './manifest'
import { dumpPostgres } from './postgres-dump'
import { archiveName, pruneArchives } from './retention'
import { snapshotSqlite, sqliteFacts } from './sqlite-snapshot'
import type { ShopTarget } from './target'

export const DATABASE_DIR = 'database'

export type BackupOptions = {
  target: ShopTarget
  /** Collection slugs to count in the manifest. */
  collections: string[]
  to: string
  /** Where the build lives (its BUILD_ID names the code the data was made by). */
  nextDir?: string
  keep?: number
  now?: Date
  log?: (m: string) => void
}

export type BackupResult = { file: string; manifest: Manifest; seconds: number; pruned: string[] }

/**
 * One archive of the shop as it is now, taken while it serves: the database first (a consistent
 * copy), then the uploads, then the manifest of every byte. Staged in the system's temporary
 * folder, so the target folder only ever receives the finished archive.
 */
export async function createBackup({ target, collections, to, nextDir = '.next', keep = 0, now = new Date(), log = () => {} }: BackupOptions): Promise<BackupResult> {
  const started = Date.now()
  const staging = await mkdtemp(path.join(os.tmpdir(), 'steel-backup-'))
  // A backup stopped half-way (the server stopping, Ctrl-C) leaves no copy of the shop's data behind.
  const removeStaging = () => rmSync(staging, { recursive: true, force: true })
  process.once('exit', removeStaging)
  try {
    await mkdir(path.join(staging, DATABASE_DIR))
    const dbFile = `${DATABASE_DIR}/${target.kind === 'sqlite' ? 'app.db' : 'postgres.dump'}`
    const dbPath = path.join(staging, dbFile)
    let facts
    if (target.kind === 'sqlite') {
      if (!existsSync(target.sqliteFile)) throw new Error(`backup failed: there is no database at ${target.sqliteFile}`)
      log(`copying the SQLite database ${target.sqliteFile} (VACUUM INTO)`)
      await snapshotSqlite(target.sqliteFile, dbPath)
      facts = await sqliteFacts(dbPath, collections)
    } else {
      log('dumping the PostgreSQL database (pg_dump --format=custom)')
      facts = await dumpPostgres(target.databaseUrl!, dbPath, collections)
    }
    let contentTypes: Record<string, string> | undefined
    if (target.storage) {
      log(`downloading uploads from the bucket ${target.storage.bucket}`)
      contentTypes = await collectBucketFiles(target.storage, staging)
    } else {
      log(`copying uploads from ${target.dataDir}`)
      await collectDiskFiles(target.dataDir, staging)
    }
    const buildId = await readFile(path.join(nextDir, 'BUILD_ID'), 'utf8').then((s) => s.trim(), () => null)
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: { kind: target.kind, file: dbFile, latestMigration: facts.latestMigration },
      storage: target.storage ? 's3' : 'disk',
      buildId,
      counts: facts.counts,
      files: await describeFiles(staging),
      ...(contentTypes ? { contentTypes } : {}),
    }
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`)
    const entries = [DATABASE_DIR, ...(existsSync(path.join(staging, FILES_DIR)) ? [FILES_DIR] : [])]
    const file = await writeArchive(staging, entries, to, archiveName(now))
    const pruned = keep > 0 ? await pruneArchives(to, keep) : []
    return { file, manifest, seconds: (Date.now() - started) / 1000, pruned }
  } finally {
    // tar may still be finishing a file after a failed unpack: retried, and never hiding the real error.
    await rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => {})
    if (!existsSync(staging)) process.off('exit', removeStaging)
  }
}
