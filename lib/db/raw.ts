import type { Payload } from 'payload'

type RawExecutor = {
  execute: (args: { db?: unknown; drizzle: unknown; raw: string }) => Promise<{ rows?: unknown[] } | undefined>
  drizzle: unknown
  sessions?: Record<string, { db: unknown }>
}

/**
 * One raw SQL statement on whichever database is configured (SQLite or PostgreSQL), bypassing
 * Payload's hooks and versions, for the few writes that must be a single atomic statement
 * (counters, compare-and-set). Values must be numbers or checked strings: the text is sent as is.
 * With a transaction id the statement joins that transaction.
 */
export async function rawRows(payload: Payload, sql: string, transactionID?: string | number | null): Promise<unknown[]> {
  const db = payload.db as unknown as RawExecutor
  const session = transactionID != null ? db.sessions?.[String(transactionID)]?.db : undefined
  const result = await db.execute({ db: session, drizzle: db.drizzle, raw: sql })
  return result?.rows ?? []
}

export async function executeRaw(payload: Payload, statement: string): Promise<void> {
  await rawRows(payload, statement)
}

/**
 * Raw statements run in order in one transaction, rolled back together if one fails. Under
 * PostgreSQL's read committed, each statement sees what was committed before it began, so a
 * statement after a row lock sees every write made by whoever held that lock before.
 */
export async function rawTransaction(payload: Payload, statements: string[]): Promise<void> {
  const transactionID = await payload.db.beginTransaction()
  if (transactionID == null) {
    for (const statement of statements) await rawRows(payload, statement)
    return
  }
  try {
    for (const statement of statements) await rawRows(payload, statement, transactionID)
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  await payload.db.commitTransaction(transactionID)
}

/** A database id that is safe to write into SQL text. */
export function isRowId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0
}

/** An ISO timestamp as a SQL literal (only digits, dashes, colons, a dot and letters T/Z). */
export function sqlTimestamp(date: Date): string {
  const iso = date.toISOString()
  if (!/^[\dT:.\-Z]+$/.test(iso)) throw new Error('unexpected timestamp')
  return `'${iso}'`
}
