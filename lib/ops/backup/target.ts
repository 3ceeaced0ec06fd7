import path from 'node:path'
import { objectStorage, type ObjectStorage } from '@/lib/storage/object-storage'
import type { DatabaseKind } from './manifest'

/** The shop a backup is taken from or a restore goes into, as its environment describes it. */
export type ShopTarget = {
  kind: DatabaseKind
  dataDir: string
  /** The PostgreSQL URL, or null for the embedded SQLite file. */
  databaseUrl: string | null
  sqliteFile: string
  storage: ObjectStorage | null
}

/** Read as cms/db.ts and the upload collections read it, so both sides agree on where things are. */
export function shopTarget(env: Record<string, string | undefined> = process.env): ShopTarget {
  const dataDir = path.resolve(env.DATA_DIR || 'data')
  const url = env.DATABASE_URL || ''
  const postgres = /^postgres(ql)?:\/\//.test(url)
  return {
    kind: postgres ? 'postgres' : 'sqlite',
    dataDir,
    databaseUrl: postgres ? url : null,
    sqliteFile: url.startsWith('file:') ? path.resolve(url.slice('file:'.length)) : path.join(dataDir, 'app.db'),
    storage: objectStorage(env),
  }
}
