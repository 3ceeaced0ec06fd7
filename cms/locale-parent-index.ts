import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'

/**
 * Payload reads a document's translations with a subquery on `<table>_locales._parent_id`, but
 * indexes that column only behind `_locale` (the unique pair). Neither SQLite nor PostgreSQL 15
 * can use that index for the parent alone, so each listed product scanned every translation row:
 * 8 ms for a page of 12 cards at 10,000 products. One index per translation table on its parent.
 */
type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

function localeTables(tables: Record<string, object>): string[] {
  return Object.keys(tables).filter((name) => name.endsWith('_locales') && '_parentID' in tables[name]!)
}

export const indexSqliteLocaleParents: SQLiteSchemaHook = ({ schema, extendTable }) => {
  for (const name of localeTables(schema.tables)) {
    extendTable({ table: schema.tables[name]!, extraConfig: (t) => ({ _parentIdx: sqliteIndex(`${name}_parent_idx`).on(t._parentID) }) })
  }
  return schema
}

export const indexPostgresLocaleParents: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const name of localeTables(schema.tables)) {
    extendTable({ table: schema.tables[name]!, extraConfig: (t) => ({ _parentIdx: pgIndex(`${name}_parent_idx`).on(t._parentID) }) })
  }
  return schema
}
