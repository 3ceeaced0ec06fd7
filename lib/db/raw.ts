import type { Payload } from 'payload'

type RawExecutor = { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>; drizzle: unknown }

/**
 * Runs one SQL statement on whichever adapter is configured (SQLite or PostgreSQL), bypassing
 * Payload's hooks and versions. Only for counters, and only with values the caller has checked:
 * the text is sent as is.
 */
export async function executeRaw(payload: Payload, statement: string): Promise<void> {
  const db = payload.db as unknown as RawExecutor
  await db.execute({ drizzle: db.drizzle, raw: statement })
}

/** A database id that is safe to write into SQL text. */
export function isRowId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0
}
