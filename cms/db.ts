import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { logPoolErrors } from '@/lib/db/pool-errors'
import { oneWriterAtATime, type TransactionalAdapter } from '@/lib/db/one-writer'
import { dataDir, isPostgresUrl } from '@/lib/env'
import { countPool } from '@/lib/ops/pool-metrics'
import { indexPostgresLocaleParents, indexSqliteLocaleParents } from './locale-parent-index'

const here = path.dirname(fileURLToPath(import.meta.url))

// Schema push is for `next dev` only; every other start runs the committed migrations.
const push = process.env.NODE_ENV === 'development' && process.env.PAYLOAD_PUSH !== '0'

export function databaseAdapter() {
  const url = process.env.DATABASE_URL
  if (isPostgresUrl(url)) {
    const adapter = postgresAdapter({
      pool: { connectionString: url as string, max: Number(process.env.DATABASE_POOL_MAX || 10) },
      migrationDir: path.join(here, 'migrations/postgres'),
      push,
      afterSchemaInit: [indexPostgresLocaleParents],
    })
    return { ...adapter, init: (args: Parameters<typeof adapter.init>[0]) => countPool(logPoolErrors(adapter.init(args))) }
  }
  if (!url) mkdirSync(dataDir, { recursive: true })
  const adapter = sqliteAdapter({
    client: { url: url?.startsWith('file:') ? url : `file:${path.join(dataDir, 'app.db')}` },
    migrationDir: path.join(here, 'migrations/sqlite'),
    push,
    afterSchemaInit: [indexSqliteLocaleParents],
    transactionOptions: {},
    // Readers never wait for the writer, nor the writer for readers.
    wal: true,
    busyTimeout: 5_000,
  })
  return { ...adapter, init: (args: Parameters<typeof adapter.init>[0]) => oneWriterAtATime(adapter.init(args) as ReturnType<typeof adapter.init> & TransactionalAdapter) }
}
