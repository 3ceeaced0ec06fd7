// The price board at 10,000 products, paged (200 rows a page) and unpaged (every row on one page,
// as before paging): the page's size raw and gzipped, its first render after a price change, and
// its answer from the page cache. Starts its own shop on port 3304 each way. Figures only.
// Usage: node scripts/bench/board-pages.mjs   (BENCH_PRODUCTS to change the count)
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { median, startShop } from './lib/shop.mjs'
import { staffHeaders } from './lib/staff.mjs'

const port = 3304
const products = Number(process.env.BENCH_PRODUCTS || 10_000)

function seed() {
  const r = spawnSync(process.execPath, [path.join('node_modules', 'payload', 'bin.js'), 'run', 'scripts/bench/board-seed.ts'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(os.tmpdir(), `steel-e2e-${port}`), PAYLOAD_SECRET: 'browser-test-secret', NODE_OPTIONS: '--conditions=production', BENCH_PRODUCTS: String(products) },
    encoding: 'utf8',
  })
  if (!r.stdout.includes('board-seed:done')) throw new Error(`seeding failed: ${r.stdout.slice(-1000)} ${r.stderr.slice(-2000)}`)
}

/** Changes one price as staff would, which expires the board in every language. */
async function touchPrices(base) {
  const headers = await staffHeaders(base)
  const { docs } = await (await fetch(`${base}/api/products?limit=1&depth=0&sort=id`, { headers })).json()
  const res = await fetch(`${base}/api/products/${docs[0].id}`, { method: 'PATCH', headers, body: JSON.stringify({ price: docs[0].price + 1_000 }) })
  if (!res.ok) throw new Error(`price change refused: ${res.status}`)
}

async function timed(url) {
  const t = performance.now()
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const html = await res.text()
  return { ms: performance.now() - t, html, status: res.status }
}

async function measure(label, pageSize) {
  process.env.PRICE_BOARD_PAGE_SIZE = String(pageSize)
  const shop = await startShop(undefined, port)
  try {
    seed()
    for (const address of ['/prices', '/prices?page=2', '/en/prices?sort=price&order=desc']) {
      const firsts = []
      const cached = []
      let html = ''
      for (let round = 0; round < 3; round++) {
        await touchPrices(shop.base)
        const first = await timed(shop.base + address)
        if (first.status !== 200) throw new Error(`${address}: ${first.status}`)
        firsts.push(first.ms)
        html = first.html
        for (let i = 0; i < 5; i++) cached.push((await timed(shop.base + address)).ms)
      }
      const rows = (html.match(/data-testid="board-row"/g) ?? []).length
      const kb = (n) => `${(n / 1024).toFixed(0)} KB`
      console.log(`[bench] ${label.padEnd(9)} ${address.padEnd(36)} rows ${String(rows).padStart(5)}  html ${kb(Buffer.byteLength(html)).padStart(8)}  gzip ${kb(gzipSync(html).length).padStart(7)}  first render ${median(firsts).toFixed(0).padStart(5)} ms  cached ${median(cached).toFixed(0).padStart(4)} ms`)
    }
  } finally {
    shop.stop()
    await new Promise((r) => setTimeout(r, 2000))
  }
}

console.log(`[bench] the price board with ${products} more products than the demo's (median of 3 first renders after a price change, and of 15 cached answers)`)
await measure('paged', 200)
await measure('unpaged', 1_000_000)
