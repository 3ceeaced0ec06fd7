// `npm run start:cluster [-- N]`: the production shape on one machine. N instances of the build
// (default 2) on one PostgreSQL database (DATABASE_URL, required) and one Redis (REDIS_URL, or a
// redis-server started here on 6390), one shared DATA_DIR, and nginx on PORT (default 3000) in
// front. An instance that dies is started again (with a back-off, logged). Ctrl-C stops everything
// it started and removes its temporary folders. Needs Debian's nginx (and redis-server without REDIS_URL).
import path from 'node:path'
import { missingTools, prepare, redisServer, startBalancer, startInstance, type Instance } from './lib/cluster'

const log = (m: string) => console.log(`[start:cluster] ${m}`)
const count = Math.max(1, Number(process.argv[2] || 2))
const port = Number(process.env.PORT || 3000)
const databaseUrl = process.env.DATABASE_URL ?? ''
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('[start:cluster] set DATABASE_URL to a PostgreSQL database: several instances cannot share the embedded SQLite file')
  process.exit(1)
}
if (!process.env.PAYLOAD_SECRET) {
  console.error('[start:cluster] set PAYLOAD_SECRET: every instance must sign and check sessions with the same one')
  process.exit(1)
}

// Before anything is migrated or started: a newcomer's machine may lack the servers this runs.
const missing = missingTools(process.env.REDIS_URL ? ['nginx'] : ['nginx', 'redis-server'])
if (missing.length) {
  console.error(`[start:cluster] needs ${missing.join(' and ')} (Debian's packages): apt-get install -y ${missing.join(' ')}`)
  process.exit(1)
}

const ownRedis = process.env.REDIS_URL ? null : redisServer(Number(process.env.CLUSTER_REDIS_PORT || 6390))
const stops: (() => Promise<void>)[] = []
let stopping = false
async function stopAll(code: number) {
  if (stopping) return
  stopping = true
  for (const stop of stops.reverse()) await stop().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))
process.on('SIGHUP', () => void stopAll(0))

try {
  if (ownRedis) {
    await ownRedis.start()
    // Its data folder is this run's own: removed with it.
    stops.push(() => ownRedis.remove())
  }
  const settings = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL || ownRedis!.url,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
    // nginx is the one proxy in front: believe its X-Forwarded-* and no one else's.
    TRUST_PROXY: '1',
    SERVER_URL: process.env.SERVER_URL || `http://localhost:${port}`,
  }
  // Migrated and seeded once, before any instance serves.
  const env = await prepare(settings)
  const dataDir = path.resolve(process.env.DATA_DIR || 'data')
  const ports = Array.from({ length: count }, (_, i) => port + 1 + i)
  const instances: Instance[] = await Promise.all(ports.map((p, i) => startInstance(`instance-${i + 1}`, p, env, { dataDir, restart: true })))
  for (const instance of instances) stops.push(() => instance.stop())
  const balancer = await startBalancer(port, ports)
  stops.push(() => balancer.stop())
  log(`${count} instances on ports ${ports.join(', ')}, nginx in front on http://localhost:${port} (health: /api/health)`)
} catch (error) {
  console.error(`[start:cluster] ${(error as Error).message}`)
  await stopAll(1)
}
