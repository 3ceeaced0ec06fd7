// Memory of one instance under mixed page traffic: the resident set of the server process after a
// warm-up, after 10,000 requests and after a further 10,000 (the target: at most 600 MB, and flat
// between the two). Prints figures; asserts nothing.
// Usage: node scripts/bench/memory.mjs   (starts its own server on port 3302; BENCH_REQUESTS per batch, BENCH_BATCHES of them)
import autocannon from 'autocannon'
import { nodeListenerPid, rssMb } from './lib/server-process.mjs'
import { startShop, warm } from './lib/shop.mjs'

const PER_BATCH = Number(process.env.BENCH_REQUESTS || 10_000)
// More batches show whether growth levels off (BENCH_BATCHES, 2 by default).
const BATCHES = Number(process.env.BENCH_BATCHES || 2)
const port = 3302

/** The resident set of the server answering on `port` (scripts/serve.mjs, started by scripts/e2e-server.mjs), in MB. */
function serverRssMb() {
  const pid = nodeListenerPid(port)
  if (!pid) throw new Error(`no server process on port ${port}`)
  return rssMb(pid)
}

const shop = await startShop(undefined, port)
try {
  const listing = await (await fetch(`${shop.base}/search`)).text()
  const products = [...new Set([...listing.matchAll(/href="(\/pr\/[a-z0-9-]+\/\d+)"/g)].map((m) => m[1]))].slice(0, 8)
  const pages = [
    '/', '/en', '/ar', '/en/about', '/search', '/en/search', '/ar/search', '/search/round-tubes', '/search?sort=cheapest', '/search?page=2',
    '/blog', '/en/blog?page=2', '/prices', '/en/prices?sort=price&order=desc', '/contact', '/en/contact', '/questionnaire-of-suppliers',
    '/employment', '/calculator', '/en/search?q=pipe', ...products, ...products.map((p) => `/en${p}`),
  ]
  // Pages and, for a third of them, what following a link to them asks for (flight data).
  const requests = [
    ...pages.map((path) => ({ path, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })),
    ...pages.filter((_, i) => i % 3 === 0).map((path) => ({ path: `${path}${path.includes('?') ? '&' : '?'}_rsc`, headers: { rsc: '1', 'accept-encoding': 'gzip' } })),
  ]
  await warm(shop.base, pages, 2)
  const figures = [['after warm-up', serverRssMb(), null]]
  for (let batch = 1; batch <= BATCHES; batch++) {
    const r = await autocannon({ url: shop.base, connections: 16, amount: PER_BATCH, requests })
    figures.push([`after ${(batch * PER_BATCH).toLocaleString('en')} requests`, serverRssMb(), `${r.requests.average.toFixed(0)} req/s, ${r.non2xx} non-2xx, ${r.errors} errors`])
  }
  console.log(`\n${pages.length} addresses (${requests.length} requests with the flight data), 16 connections\n`)
  for (const [what, mb, note] of figures) console.log(what.padEnd(26), `${mb} MB`.padStart(8), note ?? '')
  for (let i = 2; i < figures.length; i++) console.log(`growth over batch ${i}: ${figures[i][1] - figures[i - 1][1]} MB`)
} finally {
  shop.stop()
}
process.exit(0)
