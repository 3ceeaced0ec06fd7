// Throughput and tail latency of cached pages, beside a static file from the same server (the
// floor). Prints figures; asserts nothing. Usage: node scripts/bench/pages.mjs [baseURL]
// Without a URL it starts the production build on a throw-away database on port 3300.
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'

const DURATION = Number(process.env.BENCH_SECONDS || 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)
const targets = [
  ['static file (floor)', '/logo.svg'],
  ['home (fa)', '/'],
  ['about (en)', '/en/about'],
  ['sign-in page (fa /auth/login, rendered per request)', '/auth/login'],
]

async function waitFor(url, ms) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server at ${url} did not answer in ${ms / 1000} s`)
}

let server
let base = process.argv[2]
if (!base) {
  base = 'http://127.0.0.1:3300'
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { env: { ...process.env, E2E_PORT: '3300' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  await waitFor(`${base}/api/build`, 400_000)
}

const rows = []
try {
  for (const [name, path] of targets) {
    for (let i = 0; i < 3; i++) await fetch(base + path) // fill the cache before measuring
    const r = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION })
    rows.push({ name, path, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors })
  }
} finally {
  if (server) process.kill(-server.pid, 'SIGTERM')
}

const floor = rows[0]
console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, against ${base}\n`)
console.log('page'.padEnd(28), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'req/s vs floor'.padStart(15), 'p99 vs floor'.padStart(13), 'non-2xx'.padStart(8))
for (const r of rows) {
  console.log(
    r.name.padEnd(28),
    r.rps.toFixed(0).padStart(8),
    String(r.p50).padStart(8),
    String(r.p99).padStart(8),
    `${((r.rps / floor.rps) * 100).toFixed(0)} %`.padStart(15),
    `${(r.p99 / Math.max(floor.p99, 1)).toFixed(1)}×`.padStart(13),
    String(r.non2xx + r.errors).padStart(8),
  )
}
process.exit(0)
