import pg from 'pg'
import { POSTGRES_CLIENT_HINT, runTool } from './run-tool'
import type { DatabaseFacts } from './sqlite-snapshot'
import { LATEST_MIGRATION_SQL, quotedTable, tableOf } from './tables'

/**
 * `pg_dump --format=custom` while the shop keeps taking orders. The counts and the latest
 * migration are read in a repeatable-read transaction whose snapshot pg_dump is handed
 * (`--snapshot`), so the manifest describes exactly the rows the dump holds.
 */
export async function dumpPostgres(url: string, outFile: string, collections: string[]): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
    const snapshot = rows[0]!.id
    const counts: Record<string, number> = {}
    const { rows: present } = await client.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`)
    const tables = new Set(present.map((r) => r.name))
    // A collection this code has and the database not yet (an older schema) has nothing to count.
    for (const slug of collections.filter((c) => tables.has(tableOf(c)))) {
      const r = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quotedTable(slug)}`)
      counts[slug] = Number(r.rows[0]?.n ?? 0)
    }
    const latest = await client.query<{ name: string }>(LATEST_MIGRATION_SQL)
    await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', '--no-privileges', `--file=${outFile}`, `--dbname=${url}`], POSTGRES_CLIENT_HINT)
    return { counts, latestMigration: latest.rows[0]?.name ?? null }
  } finally {
    // The snapshot must live until pg_dump has taken it; nothing was written, so either end will do.
    await client.query('COMMIT').catch(() => {})
    await client.end()
  }
}

/** Whether the database holds any table of its own: a restore must not overwrite a live shop. */
export async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'`)
    return Number(rows[0]?.n ?? 0) > 0
  } finally {
    await client.end()
  }
}

/** Empties the public schema (restore --force): what the dump does not hold must not survive beside it. */
export async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA public CASCADE')
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end()
  }
}

export async function restorePostgres(url: string, dumpFile: string): Promise<void> {
  // --exit-on-error: a half-restored database must fail loudly, not be taken for a good one.
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dumpFile], POSTGRES_CLIENT_HINT)
}
