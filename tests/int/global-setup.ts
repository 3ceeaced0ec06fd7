import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * A throw-away database per run: a temporary SQLite file, or, when DATABASE_URL is a PostgreSQL
 * URL, a fresh database created on that server and dropped afterwards.
 */
export default async function setup() {
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  const url = process.env.DATABASE_URL
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const name = `int_${Date.now().toString(36)}_${process.pid}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const testUrl = new URL(url)
    testUrl.pathname = `/${name}`
    process.env.DATABASE_URL = testUrl.toString()
    console.log(`[int] PostgreSQL database ${name}`)
    return async () => {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await c.end()
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'steel-int-'))
  process.env.DATABASE_URL = ''
  process.env.DATA_DIR = dir
  console.log(`[int] SQLite database in ${dir}`)
  return () => rmSync(dir, { recursive: true, force: true })
}
