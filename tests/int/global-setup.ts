import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freshPostgres } from '../../scripts/lib/postgres'

/** Kept on the process, since both integration projects (int and int-storage) load and call this setup. */
const key = Symbol.for('steel.int-database')
type Shared = { ready: Promise<() => Promise<void> | void>; users: number }

/**
 * A throw-away database per run: a temporary SQLite file, or, when DATABASE_URL is a PostgreSQL
 * URL, a fresh database created on that server and dropped afterwards. The integration projects
 * share it: the first to start makes it and the last to finish removes it.
 */
export default async function setup() {
  const holder = globalThis as unknown as Record<symbol, Shared | undefined>
  const shared = (holder[key] ??= { ready: makeDatabase(), users: 0 })
  shared.users += 1
  await shared.ready
  return async () => {
    shared.users -= 1
    if (shared.users === 0) await (await shared.ready)()
  }
}

async function makeDatabase(): Promise<() => Promise<void> | void> {
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  const url = process.env.DATABASE_URL
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const database = await freshPostgres(url, 'int')
    process.env.DATABASE_URL = database.url
    console.log(`[int] PostgreSQL database ${database.name}`)
    return () => database.drop()
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'steel-int-'))
  process.env.DATABASE_URL = ''
  process.env.DATA_DIR = dir
  console.log(`[int] SQLite database in ${dir}`)
  return () => rmSync(dir, { recursive: true, force: true })
}
