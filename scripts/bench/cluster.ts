// Several instances on one PostgreSQL database: how soon an edit made through one instance shows on
// another with the shared Redis cache (median of 10), and what a cached page costs served from Redis
// against the file cache of a single instance (alternating rounds, autocannon). Prints figures only.
// Usage: npm run bench:cluster   (needs the local PostgreSQL and Debian's redis-server)
import autocannon from 'autocannon'
import { freshPostgres, prepare, redisServer, startInstance, type Instance } from '../lib/cluster'
import { staffHeaders } from './lib/staff.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)
const DURATION = Number(process.env.BENCH_SECONDS || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32)
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!

const redis = redisServer(Number(process.env.BENCH_REDIS_PORT || 6392))
const database = await freshPostgres(process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres')
const instances: Instance[] = []
try {
  await redis.start()
  const env = await prepare({ DATABASE_URL: database.url, PAYLOAD_SECRET: 'bench-secret', DATABASE_POOL_MAX: '5' })
  const [a, b, file] = await Promise.all([
    startInstance('redis-a', 3331, { ...env, REDIS_URL: redis.url }),
    startInstance('redis-b', 3332, { ...env, REDIS_URL: redis.url }),
    startInstance('file', 3333, env),
  ])
  instances.push(a!, b!, file!)

  const auth = await staffHeaders(a!.base)
  const listing = await (await fetch(`${b!.base}/en/search`)).text()
  const [, productPath, id] = listing.match(/href="(\/en\/pr\/[a-z0-9-]+\/(\d+))"/) ?? []
  if (!productPath) throw new Error('no product on the listing')

  const delays: number[] = []
  for (let i = 0; i < 10; i++) {
    await fetch(b!.base + productPath)
    const title = `Bench Tube ${i} ${Date.now().toString(36)}`
    const started = Date.now()
    await fetch(`${a!.base}/api/products/${id}?locale=en`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title }) })
    while (!(await (await fetch(b!.base + productPath)).text()).includes(title)) {
      if (Date.now() - started > 10_000) throw new Error('the edit never showed on the other instance')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    delays.push(Date.now() - started)
  }
  console.log(`\nedit through A visible on B (product page, 10 edits): median ${median(delays)} ms, min ${Math.min(...delays)} ms, max ${Math.max(...delays)} ms`)

  const path = '/en/about'
  for (const instance of [a!, file!]) for (let i = 0; i < 3; i++) await fetch(instance.base + path)
  const results = { redis: [] as number[], file: [] as number[], redisP99: [] as number[], fileP99: [] as number[] }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, instance] of [['redis', a!], ['file', file!]] as const) {
      const r = await autocannon({ url: instance.base + path, connections: CONNECTIONS, duration: DURATION })
      results[name].push(r.requests.average)
      results[`${name}P99`].push(r.latency.p99)
    }
  }
  const redisRps = median(results.redis)
  const fileRps = median(results.file)
  console.log(`cached page ${path}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s (medians):`)
  console.log(`  Redis cache: ${redisRps.toFixed(0)} req/s, p99 ${median(results.redisP99)} ms`)
  console.log(`  file cache:  ${fileRps.toFixed(0)} req/s, p99 ${median(results.fileP99)} ms`)
  console.log(`  Redis / file throughput: ${(redisRps / fileRps).toFixed(2)}x`)
} finally {
  for (const instance of instances) await instance.stop().catch(() => {})
  await redis.remove()
  await database.drop()
}
