// First-load JavaScript of each storefront route, gzip, beside a bare Next.js page (the floor):
// every script the HTML asks for (script tags and the chunks React preloads for the page's client
// components), compressed alike for both (the budget's measure), and beside it the bytes each
// server really sends a browser that asks as Chromium does. Prints figures only.
// Usage: npm run bench:js [-- baseURL]   (without a URL it starts its own server on port 3320)
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import { buildFloor, removeFloor, startFloor } from './lib/floor.mjs'
import { startShop } from './lib/shop.mjs'

const shop = await startShop(process.argv[2], 3320)
let floor
let floorDir
const sizes = new Map()

/** Gzip level 9 of the script, and the bytes the server sends for Chromium's Accept-Encoding. */
async function scriptBytes(base, url) {
  const key = new URL(url, base).href
  if (!sizes.has(key)) {
    const body = Buffer.from(await (await fetch(key)).arrayBuffer())
    // Node's fetch would undo the compression: the raw answer's length is read over HTTP/1.1 instead.
    const sent = await new Promise((resolve, reject) => {
      http.get(key, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        let n = 0
        res.on('data', (d) => (n += d.length))
        res.on('end', () => resolve(n))
      }).on('error', reject)
    })
    sizes.set(key, { gzip: gzipSync(body, { level: 9 }).length, sent })
  }
  return sizes.get(key)
}

/** Gzip bytes of every script the page's HTML loads before it is interactive. */
async function firstLoad(base, path) {
  const html = await (await fetch(base + path)).text()
  const urls = new Set()
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js[^"]*)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/<link[^>]+href="([^"]+\.js[^"]*)"[^>]+as="script"/g)) urls.add(m[1])
  let total = 0
  let sent = 0
  for (const url of urls) {
    const bytes = await scriptBytes(base, url.replaceAll('&amp;', '&'))
    total += bytes.gzip
    sent += bytes.sent
  }
  return { total, sent, files: urls.size }
}

try {
  const listing = await (await fetch(`${shop.base}/search`)).text()
  const product = listing.match(/href="(\/pr\/[a-z0-9-]+\/\d+)"/)?.[1]
  const blog = await (await fetch(`${shop.base}/blog`)).text()
  const post = blog.match(/href="(\/blog\/\d+)"/)?.[1]
  if (!product || !post) throw new Error('no product or post link found')
  const routes = [
    '/', '/search', '/search/round-tubes', product, '/compare', '/cart', '/blog', post, '/gallery', '/about', '/services',
    '/contact', '/questionnaire-of-suppliers', '/employment', '/prices', '/calculator', '/auth/login', '/auth/register', '/en', '/ar',
  ]

  const homeBytes = Buffer.byteLength(await (await fetch(`${shop.base}/`)).text())
  console.log('building the floor: a bare Next.js page…')
  floorDir = await buildFloor(homeBytes)
  floor = await startFloor(floorDir, 3321)
  const base = await firstLoad(floor.url.replace(/\/$/, ''), '/')
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`

  console.log(`\nfirst-load JS, gzip level 9; the floor (bare Next page): ${kb(base.total)} in ${base.files} files, ${kb(base.sent)} sent; budget floor + 40 KB = ${kb(base.total + 40 * 1024)}\n`)
  console.log('route'.padEnd(40), 'gzip'.padStart(10), 'over floor'.padStart(11), 'files'.padStart(6), 'sent'.padStart(10), '')
  for (const path of routes) {
    const r = await firstLoad(shop.base, path)
    const over = r.total - base.total
    console.log(path.padEnd(40), kb(r.total).padStart(10), kb(over).padStart(11), String(r.files).padStart(6), kb(r.sent).padStart(10), over > 40 * 1024 ? '  over budget' : '')
  }
} finally {
  floor?.stop()
  if (floorDir) removeFloor(floorDir)
  shop.stop()
}
process.exit(0)
