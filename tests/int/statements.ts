import type { Payload } from 'payload'

type Call = (...args: unknown[]) => Promise<unknown>
type Target = Record<string, Call>

/**
 * The SQL statements Payload sends while `run` runs: PostgreSQL's through the adapter's pool,
 * SQLite's through its client. Every statement of either adapter passes through one of these.
 */
export async function statementsDuring(payload: Payload, run: () => Promise<unknown>): Promise<string[]> {
  const db = payload.db as unknown as { pool?: Target; client?: Target }
  const [target, methods] = db.pool ? [db.pool, ['query']] : [db.client!, ['execute', 'batch']]
  const sent: string[] = []
  const originals = methods.map((m) => [m, target[m]!] as const)
  for (const [m, original] of originals) {
    target[m] = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string; sql?: string }
      sent.push(typeof first === 'string' ? first : (first.text ?? first.sql ?? String(first)))
      return original.apply(target, args)
    }
  }
  try {
    await run()
  } finally {
    for (const [m, original] of originals) target[m] = original
  }
  return sent
}
