// Writes a migration for each database: the difference between the current Payload config and
// the latest committed snapshot. Each adapter needs a database to connect to, hence the temporary ones.
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const name = process.argv[2] || 'change'
const pgAdmin = process.env.MIGRATE_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const pgDb = `migrate_${Date.now().toString(36)}`

function payload(args, env) {
  const r = spawnSync(process.execPath, [path.join('node_modules', 'payload', 'bin.js'), ...args], {
    env: { ...process.env, ...env, NODE_OPTIONS: '--conditions=production', PAYLOAD_SECRET: 'migrate' },
    encoding: 'utf8',
  })
  process.stdout.write(r.stdout)
  process.stderr.write(r.stderr)
  return r
}

function psql(sql) {
  const r = spawnSync('psql', [pgAdmin, '-qc', sql], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(r.stderr)
}

let failed = false
const sqlite = payload(['migrate:create', name, '--skip-empty'], { DATABASE_URL: '', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'migrate-')) })
failed ||= sqlite.status !== 0
psql(`CREATE DATABASE "${pgDb}"`)
try {
  const url = new URL(pgAdmin)
  url.pathname = `/${pgDb}`
  const pg = payload(['migrate:create', name, '--skip-empty'], { DATABASE_URL: url.toString() })
  failed ||= pg.status !== 0
} finally {
  psql(`DROP DATABASE IF EXISTS "${pgDb}" WITH (FORCE)`)
}
process.exit(failed ? 1 : 0)
