// The server the browser tests run against: the production build served as `npm start` serves it
// (scripts/serve.mjs), a fresh demo database, bound to 127.0.0.1 as a deployment behind a reverse
// proxy would be.
import { mkdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded, clearRuntimeCache, prepareDatabase, run } from './lib/build.mjs'

const log = (m) => console.log(`[e2e-server] ${m}`)
const port = process.env.E2E_PORT || '3100'
// A fixed folder per port, so the tests can read the SMS outbox the server writes there.
const dataDir = path.join(os.tmpdir(), `steel-e2e-${port}`)
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const env = {
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'browser-test-secret',
  ENABLE_FAULT_ROUTE: '1',
  SERVER_URL: `http://127.0.0.1:${port}`,
  // As behind one reverse proxy: a test speaks for visitors at other addresses through X-Forwarded-For.
  TRUST_PROXY: '1',
  // Every browser test signs up from 127.0.0.1; the limit itself is proven by the integration tests.
  SIGNUPS_PER_ADDRESS_HOURLY: '10000',
}

try {
  await buildIfNeeded(log)
  await prepareDatabase(log, env)
  clearRuntimeCache(log)
  log(`serving on http://127.0.0.1:${port} with data in ${env.DATA_DIR}`)
  await run(process.execPath, [path.join('scripts', 'serve.mjs')], {
    env: { ...env, HOST: '127.0.0.1', PORT: port, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
} catch (error) {
  console.error(`[e2e-server] ${error.message}`)
  process.exit(1)
}
