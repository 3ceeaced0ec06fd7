import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freshPostgres } from '../../scripts/lib/postgres'

/**
 * A throw-away database per run: a temporary SQLite file, or, when DATABASE_URL is a PostgreSQL
 * URL, a fresh database created on that server and dropped afterwards.
 */
export default async function setup() {
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
