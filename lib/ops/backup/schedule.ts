import pg from 'pg'
import { PREPARE_LOCK } from '@/lib/db/startup-lock'
import type { CronSchedule } from './cron'

export type Turn = { release: () => Promise<void> }

/**
 * The scheduled backup is taken by whichever instance holds the migration lock at that minute
 * (lib/db/startup-lock.ts), so several instances on one PostgreSQL database take one archive, and
 * never while another instance migrates. SQLite serves one process: its turn is always given.
 */
export async function migrationLockTurn(databaseUrl: string | null): Promise<Turn | null> {
  if (!databaseUrl) return { release: async () => {} }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [PREPARE_LOCK])
  if (!rows[0]?.ok) {
    await client.end()
    return null
  }
  return {
    async release() {
      await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => {})
      await client.end()
    },
  }
}

const MINUTE = 60_000

/**
 * Every minute the schedule names, one backup. The winner keeps the lock to the end of that minute:
 * an instance whose clock ticks a moment later finds it taken and does not take a second archive.
 */
export function scheduleBackups({ schedule, takeTurn, backup, log, now = () => Date.now() }: {
  schedule: CronSchedule
  takeTurn: () => Promise<Turn | null>
  backup: () => Promise<void>
  log: (m: string) => void
  now?: () => number
}): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const next = () => {
    if (stopped) return
    // Half a second into the minute; a turn held to the minute's end comes back just before that.
    const into = now() % MINUTE
    timer = setTimeout(() => void tick(), into < 500 ? 500 - into : MINUTE - into + 500)
  }
  const tick = async () => {
    const minute = Math.floor(now() / MINUTE) * MINUTE
    try {
      if (!schedule.matches(new Date(minute))) return
      const turn = await takeTurn()
      if (!turn) return log('another instance holds the migration lock and takes this backup')
      try {
        await backup()
      } finally {
        const rest = minute + MINUTE - now()
        if (rest > 0) await new Promise((r) => setTimeout(r, rest))
        await turn.release()
      }
    } catch (error) {
      // A failed backup is said and the schedule goes on: the next one may well succeed.
      log(`scheduled backup failed: ${(error as Error).message}`)
    } finally {
      next()
    }
  }
  next()
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
