import type { Payload } from 'payload'

type RawExecutor = {
  execute: (args: { db?: unknown; drizzle: unknown; raw: string }) => Promise<{ rows?: unknown[] } | undefined>
  drizzle: unknown
  sessions?: Record<string, { db: unknown }>
}

/**
 * One raw SQL statement on whichever database is configured, for the few writes that must be a
 * single atomic statement (counters, compare-and-set). Values must be numbers or checked strings:
 * nothing a visitor typed goes into `sql` unescaped.
 */
export async function rawRows(payload: Payload, sql: string, transactionID?: string | number | null): Promise<unknown[]> {
  const db = payload.db as unknown as RawExecutor
  const session = transactionID != null ? db.sessions?.[String(transactionID)]?.db : undefined
  const result = await db.execute({ db: session, drizzle: db.drizzle, raw: sql })
  return result?.rows ?? []
}

/** An ISO timestamp as a SQL literal (only digits, dashes, colons, a dot and letters T/Z). */
export function sqlTimestamp(date: Date): string {
  const iso = date.toISOString()
  if (!/^[\dT:.\-Z]+$/.test(iso)) throw new Error('unexpected timestamp')
  return `'${iso}'`
}
