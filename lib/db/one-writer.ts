import type { Payload } from 'payload'

let tail: Promise<unknown> = Promise.resolve()

/**
 * Runs a write that visitors can fire at the same moment (likes, comments) after the previous
 * one has finished, on SQLite only. SQLite takes one writer at a time and Payload's SQLite
 * transactions fail at once with SQLITE_BUSY instead of waiting, so two customers clicking
 * together would otherwise get an error. A SQLite database is one process's file, so queueing in
 * this process is enough; PostgreSQL handles concurrent writers itself.
 */
export function oneWriterAtATime<T>(payload: Payload, write: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'sqlite') return write()
  const run = tail.then(write, write)
  tail = run.catch(() => undefined)
  return run
}
