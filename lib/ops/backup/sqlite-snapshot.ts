import { createClient } from '@libsql/client'
import { LATEST_MIGRATION_SQL, quotedTable, tableOf } from './tables'

export type DatabaseFacts = { counts: Record<string, number>; latestMigration: string | null }

/**
 * A consistent copy of the live database with `VACUUM INTO`: one read transaction on a connection
 * of its own, so the shop keeps writing (WAL) and the copy holds each transaction whole or not at
 * all. Copying the file itself could catch a write half-done and would miss what is still in the WAL.
 */
export async function snapshotSqlite(dbFile: string, outFile: string): Promise<void> {
  const client = createClient({ url: `file:${dbFile}` })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [outFile] })
  } finally {
    client.close()
  }
}

/** Counts and the latest migration, read from the copy so they describe exactly what was saved. */
export async function sqliteFacts(dbFile: string, collections: string[]): Promise<DatabaseFacts> {
  const client = createClient({ url: `file:${dbFile}` })
  try {
    const counts: Record<string, number> = {}
    const tables = new Set((await client.execute(`SELECT name FROM sqlite_master WHERE type = 'table'`)).rows.map((r) => String(r.name)))
    // A collection this code has and the database not yet (an older schema) has nothing to count.
    for (const slug of collections.filter((c) => tables.has(tableOf(c)))) {
      const { rows } = await client.execute(`SELECT count(*) AS n FROM ${quotedTable(slug)}`)
      counts[slug] = Number(rows[0]?.n ?? 0)
    }
    const { rows } = await client.execute(LATEST_MIGRATION_SQL)
    return { counts, latestMigration: rows[0] ? String(rows[0].name) : null }
  } finally {
    client.close()
  }
}

/** Whether the database at `dbFile` holds any table: a restore must not overwrite a live shop. */
export async function sqliteHasTables(dbFile: string): Promise<boolean> {
  const client = createClient({ url: `file:${dbFile}` })
  try {
    const { rows } = await client.execute(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    return Number(rows[0]?.n ?? 0) > 0
  } finally {
    client.close()
  }
}
