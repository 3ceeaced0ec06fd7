// `npm start`: build when needed, migrate, seed an empty database, then serve on PORT (3000).
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildAndPrepareDatabase, run, settleRuntimeCache } from './lib/build.mjs'

const log = (m) => console.log(`[start] ${m}`)
const usesPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

function ensureSecret() {
  if (process.env.PAYLOAD_SECRET) return
  if (usesPostgres) {
    console.error('[start] PAYLOAD_SECRET is not set. A deployment on PostgreSQL must set it; refusing to start.')
    process.exit(1)
  }
  // The embedded demo keeps a generated secret beside its database, so sessions survive restarts.
  const dataDir = path.resolve(process.env.DATA_DIR || 'data')
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, '.payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
  log(`PAYLOAD_SECRET not set: using the demo secret in ${path.relative(process.cwd(), file)} (set PAYLOAD_SECRET in production)`)
}

try {
  const t0 = Date.now()
  ensureSecret()
  const { identity } = await buildAndPrepareDatabase(log)
  settleRuntimeCache(identity, log)
  const port = process.env.PORT || '3000'
  log(`ready in ${((Date.now() - t0) / 1000).toFixed(1)} s; serving http://localhost:${port} (admin at /admin)`)
  await run(process.execPath, [path.join('scripts', 'serve.mjs')], {
    // DATABASE_IDENTITY: the shared cache keeps each database's pages apart (lib/db/identity.ts).
    env: { ...process.env, PORT: port, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATABASE_IDENTITY: identity },
  })
} catch (error) {
  console.error(`[start] ${error.message}`)
  process.exit(1)
}
