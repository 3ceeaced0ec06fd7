// Throughput and tail latency of the shop's pages beside bare Next.js pages of the same HTML sizes
// served on the same machine (the floor), measured in alternating rounds so that the machine's
// moods fall on both alike. Prints figures; asserts nothing.
// Usage: npm run bench:pages [-- baseURL]   (without a URL it starts its own server on port 3300)
// Every request asks for compression as Chromium does; BENCH_ACCEPT_ENCODING=identity measures the
// uncompressed answers instead. The "link" rows ask for what following a link to the page asks
// for (its flight data), against the bare page's own; the price feed, an API answer, is measured
// against a bare route handler answering the same JSON.
import autocannon from 'autocannon'
import http from 'node:http'
import { answerPath, buildFloor, floorPath, removeFloor, startFloor } from './lib/floor.mjs'
import { cpuMicros, nodeListenerPid } from './lib/server-process.mjs'
import { median, startShop, warm } from './lib/shop.mjs'

const DURATION = Number(process.env.BENCH_SECONDS || 6)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || 'gzip, deflate, br, zstd'

// A row marked `flight` asks for what the client router asks for when a link to the page is
// followed (its flight data: `RSC: 1`, `?_rsc`), and its floor for the bare page's own. A row marked
// `json` is an API answer: its floor is a bare route handler sending the same body (a page's floor
// is served from Next's cache without running any code, which no route handler can be).
const targets = [
  ['home (fa)', '/'],
  ['about (en)', '/en/about'],
  ['product (fa)', null], // the first product of the catalogue, found below
  ['listing /search (fa)', '/search'],
  ['listing /en/search', '/en/search'],
  ['category (fa)', '/search/round-tubes'],
  ['category, cheapest', '/search/round-tubes?sort=cheapest'],
  ['listing, page 2', '/search?page=2'],
  ['blog (fa)', '/blog'],
  ['blog, page 2 (en)', '/en/blog?page=2'],
  ['prices (fa)', '/prices'],
  ['prices, sorted (en)', '/en/prices?sort=price&order=desc'],
  ['contact (fa)', '/contact'],
  ['price feed (JSON)', '/api/public/prices', 'json'],
  ['link: product (fa)', null, 'flight'],
  ['link: /search (fa)', '/search', 'flight'],
  ['link: /en/search', '/en/search', 'flight'],
]

// BENCH_ONLY=feed,prices measures the rows whose names hold one of those words.
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
if (only) targets.splice(0, targets.length, ...targets.filter(([name]) => only.some((word) => name.includes(word))))
// The feed's per-address limit would answer the benchmark with 429s: the server it starts has none.
process.env.PRICE_FEED_PER_MINUTE ??= '1000000000'

const flightHeaders = { rsc: '1' }
// With no other router header, Next's cache-busting parameter is empty.
const flightPath = (path) => `${path}${path.includes('?') ? '&' : '?'}_rsc`
const load = (url, flight) => autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-encoding': ACCEPT_ENCODING, ...(flight ? flightHeaders : {}) } })

const shop = await startShop(process.argv[2], 3300)
let floor
let floorDir
try {
  const listing = await (await fetch(`${shop.base}/search`)).text()
  const productPath = listing.match(/href="(\/pr\/[a-z0-9-]+\/\d+)"/)?.[1]
  if (!productPath) throw new Error('no product link on /search')
  const pages = targets.map(([name, path, kind]) => [name, path ?? productPath, kind === 'flight', kind === 'json'])
  await warm(shop.base, pages.map(([, path]) => path))
  await warm(shop.base, pages.filter(([, , flight]) => flight).map(([, path]) => flightPath(path)), 3, { headers: flightHeaders })
  // Each page is compared with a bare page of its own HTML size (to the KB): serving cost grows
  // with the bytes sent, and a listing is larger than the home page.
  // The floor page of a size carries the characters of the first shop page of that size (floorText):
  // compressing real markup costs four times what a repeated sentence costs.
  const bytes = new Map()
  const texts = new Map()
  // The API answer the floor's route handler sends (the body of the `json` row, if measured).
  let answer
  for (const [name, path, , json] of pages) {
    if (json) {
      answer = await (await fetch(shop.base + path)).text()
      continue
    }
    const html = await (await fetch(shop.base + path)).text()
    const size = Math.round(Buffer.byteLength(html) / 1024) * 1024
    bytes.set(name, size)
    if (!texts.has(size)) texts.set(size, html)
  }
  const sizes = [...new Set(bytes.values())]
  // The KB column: a page's HTML (which picks its floor), or the API answer.
  const kbOf = (name) => (bytes.has(name) ? bytes.get(name) / 1024 : Math.round(Buffer.byteLength(answer) / 1024))

  const floorParts = [sizes.length && `pages of ${sizes.map((b) => `${b / 1024} KB`).join(', ')} of HTML`, answer !== undefined && 'a route handler sending the price feed\'s JSON'].filter(Boolean)
  console.log(`building the floor, bare Next.js: ${floorParts.join(' and ')}…`)
  floorDir = await buildFloor(sizes, { texts, answer })
  floor = await startFloor(floorDir, 3301)
  const floorUrl = (name) => floor.url.replace(/\/$/, '') + (bytes.has(name) ? floorPath(bytes.get(name), sizes) : answerPath)
  if (answer) await warm(floor.url.replace(/\/$/, ''), [answerPath])
  await warm(floor.url.replace(/\/$/, ''), sizes.map((b) => floorPath(b, sizes)))
  await warm(floor.url.replace(/\/$/, ''), sizes.map((b) => flightPath(floorPath(b, sizes))), 3, { headers: flightHeaders })

  // What a flight row sends, beside its page's HTML: its flight data's size, and the floor's.
  const flightKB = async (url) => Math.round(Buffer.byteLength(await (await fetch(flightPath(url), { headers: flightHeaders })).text()) / 1024)
  // What each floor page weighs as sent, beside the shop's page, plain and compressed.
  const gzKB = (url) =>
    new Promise((resolve, reject) => {
      http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let length = 0
        res.on('data', (chunk) => (length += chunk.length))
        res.on('end', () => resolve(Math.round(length / 1024)))
      }).on('error', reject)
    })
  const weights = []
  for (const size of sizes) {
    const name = [...bytes].find(([, b]) => b === size)[0]
    const floorHtml = await (await fetch(floorUrl(name))).text()
    weights.push(`${name}: ${size / 1024} KB (gzip ${await gzKB(shop.base + pages.find(([n]) => n === name)[1])} KB), its floor ${Math.round(Buffer.byteLength(floorHtml) / 1024)} KB (gzip ${await gzKB(floorUrl(name))} KB)`)
  }
  for (const [name, path, , json] of pages) if (json) weights.push(`${name}: ${kbOf(name)} KB (gzip ${await gzKB(shop.base + path)} KB), its floor a bare route handler sending the same (gzip ${await gzKB(floorUrl(name))} KB)`)
  const flightSizes = []
  for (const [name, path, flight] of pages) if (flight) flightSizes.push(`${name}: ${await flightKB(shop.base + path)} KB, the floor's ${await flightKB(floorUrl(name))} KB`)

  const rows = new Map(pages.map(([name, path]) => [name, { path, rps: [], p99: [], floorRps: [], floorP99: [], cpu: [], floorCpu: [], errors: 0 }]))
  // The CPU each server spends per answer, beside how many it answers a second: on a busy machine
  // the first moves less between runs than the second. A shop given by an address that no Node.js
  // process of this machine answers (another machine, nginx before the instances) shows a dash.
  const shopUrl = new URL(shop.base)
  const shopPid = ['127.0.0.1', 'localhost'].includes(shopUrl.hostname) ? nodeListenerPid(shopUrl.port) : null
  const floorPid = nodeListenerPid(new URL(floor.url).port)
  const measured = async (pid, url, flight) => {
    const before = pid ? cpuMicros(pid) : NaN
    const result = await load(url, flight)
    return { result, perRequest: pid ? (cpuMicros(pid) - before) / Math.max(result.requests.total, 1) : NaN }
  }
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}…`)
    for (const [name, path, flight] of pages) {
      const row = rows.get(name)
      const address = (url) => (flight ? flightPath(url) : url)
      // The floor right before each page: the ratio compares two runs a few seconds apart.
      const { result: f, perRequest: floorCpu } = await measured(floorPid, address(floorUrl(name)), flight)
      const { result: r, perRequest: cpu } = await measured(shopPid, address(shop.base + path), flight)
      row.floorCpu.push(floorCpu)
      row.cpu.push(cpu)
      row.floorRps.push(f.requests.average)
      row.floorP99.push(f.latency.p99)
      row.rps.push(r.requests.average)
      row.p99.push(r.latency.p99)
      row.errors += r.non2xx + r.errors
    }
  }

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s a run, ${ROUNDS} rounds, Accept-Encoding: ${ACCEPT_ENCODING}; medians; the floor is measured right before each page\n`)
  console.log('page'.padEnd(24), 'KB'.padStart(5), 'req/s'.padStart(7), 'floor'.padStart(7), 'ratio'.padStart(7), 'p99 ms'.padStart(8), 'floor'.padStart(7), 'ratio'.padStart(7), 'µs/req'.padStart(8), 'floor'.padStart(7), 'ratio'.padStart(7), 'errors'.padStart(7))
  // A figure of a server with no process here to read (see shopPid) is a dash.
  const shown = (figure) => (figure.includes('NaN') ? '–' : figure)
  for (const [name, row] of rows) {
    const rps = median(row.rps)
    const floorRps = median(row.floorRps)
    const p99 = median(row.p99)
    const floorP99 = Math.max(median(row.floorP99), 1)
    const cpu = median(row.cpu)
    const floorCpu = median(row.floorCpu)
    console.log(
      name.padEnd(24),
      String(kbOf(name)).padStart(5),
      rps.toFixed(0).padStart(7),
      floorRps.toFixed(0).padStart(7),
      `${(rps / floorRps).toFixed(2)}×`.padStart(7),
      String(p99).padStart(8),
      String(floorP99).padStart(7),
      `${(p99 / floorP99).toFixed(1)}×`.padStart(7),
      shown(cpu.toFixed(0)).padStart(8),
      shown(floorCpu.toFixed(0)).padStart(7),
      shown(`${(cpu / floorCpu).toFixed(2)}×`).padStart(7),
      String(row.errors).padStart(7),
    )
  }
  console.log(`\nPages and their floors as sent: ${weights.join('; ')}`)
  console.log("\nµs/req: the server process's CPU (every thread of it: compression runs beside the main one) per answer, median of the rounds.")
  console.log(`\nKB: the page's HTML, which picks its floor. Flight data of the "link" rows: ${flightSizes.join('; ')}`)
  // A server this run did not start keeps the feed's per-address limit: its row then counts refusals.
  if (process.argv[2] && [...rows.values()].some((row) => row.errors > 0)) console.log('errors: answers other than 2xx. The server at the given address keeps its own limits (PRICE_FEED_PER_MINUTE for the price feed): start it with a high one, or let this script start its own.')
} finally {
  floor?.stop()
  if (floorDir) removeFloor(floorDir)
  shop.stop()
}
process.exit(0)
