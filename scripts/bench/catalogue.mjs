// Seeds 10,000 products into a throw-away SQLite file and a throw-away PostgreSQL database, and
// prints p50/p95 of the listing query (category + 2 filters + each sort + page 50). Figures only.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const pgAdmin = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

function run(env) {
  const r = spawnSync(process.execPath, [path.join('node_modules', 'payload', 'bin.js'), 'run', 'scripts/bench/catalogue-run.ts'], {
    env: { ...process.env, PAYLOAD_SECRET: 'bench', NODE_ENV: 'production', NEXT_PHASE: '', NODE_OPTIONS: '--conditions=production', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const lines = r.stdout.split('\n').filter((l) => l.startsWith('[bench]'))
  console.log(lines.join('\n'))
  if (!r.stdout.includes('bench:done')) console.error(r.stdout.slice(-2000), r.stderr.slice(-4000))
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-catalogue-'))
run({ DATABASE_URL: '', DATA_DIR: dir })
rmSync(dir, { recursive: true, force: true })

const name = `bench_${Date.now().toString(36)}`
const psql = (sql) => spawnSync('psql', [pgAdmin, '-qc', sql], { encoding: 'utf8' })
if (psql(`CREATE DATABASE "${name}"`).status === 0) {
  const url = new URL(pgAdmin)
  url.pathname = `/${name}`
  run({ DATABASE_URL: url.toString() })
  psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
} else {
  console.log('[bench] PostgreSQL not reachable: skipped')
}
