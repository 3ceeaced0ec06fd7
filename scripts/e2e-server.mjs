// The server the browser tests run against: the production build served as `npm start` serves it
// (scripts/serve.mjs), a fresh demo database, bound to 127.0.0.1 as a deployment behind a reverse
// proxy would be.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildAndPrepareDatabase, clearRuntimeCache } from './lib/build.mjs'

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
  // Likewise the one-time codes asked for from one address (20 an hour): the run asks for about 15,
  // and a retried test more; the limit itself is proven by the integration tests.
  SMS_CODES_PER_ADDRESS_HOURLY: '10000',
  // tests/e2e/metrics.spec.ts scrapes with it (the route is a 404 without one: a unit test).
  METRICS_TOKEN: process.env.METRICS_TOKEN || 'e2e-metrics-token',
}

/**
 * The production server, its output copied to `DATA_DIR/server.log` as well as shown: the tests
 * read the log lines a request left (no personal data in them, the request id on each).
 */
function serve(serverEnv) {
  const logFile = createWriteStream(path.join(dataDir, 'server.log'), { flags: 'a' })
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('scripts', 'serve.mjs')], { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      from.on('data', (chunk) => {
        to.write(chunk)
        logFile.write(chunk)
      })
    }
    // Stopping this script (by its own pid, as a shell, a supervisor or a benchmark does) stops the
    // server it started, which would otherwise keep answering on the port.
    for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => child.kill(signal))
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the server exited with ${code ?? signal}`))))
  })
}

try {
  await buildAndPrepareDatabase(log, env)
  clearRuntimeCache(log)
  log(`serving on http://127.0.0.1:${port} with data in ${env.DATA_DIR}`)
  await serve({ ...env, HOST: '127.0.0.1', PORT: port, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
} catch (error) {
  console.error(`[e2e-server] ${error.message}`)
  process.exit(1)
}
