/** Payload's table for a collection slug (its adapters snake-case the slug). */
export const tableOf = (slug: string): string => slug.replace(/-/g, '_')

/** A table name that is safe to put in SQL text as an identifier. */
export function quotedTable(slug: string): string {
  const table = tableOf(slug)
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unexpected collection slug ${slug}`)
  return `"${table}"`
}

/** The latest migration is the last by name: Payload names them by the time they were made. */
export const LATEST_MIGRATION_SQL = `SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1`
