// The shop as the benchmarks see it: the production build on a throw-away demo database, served
// the way `npm start` serves it (scripts/e2e-server.mjs on its own port).
import { spawn } from 'node:child_process'
import { ensurePortFree } from './port.mjs'

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

/**
 * Uses the shop at `base` when given, otherwise builds if needed and starts it on `port`, from the
 * project folder `cwd` (this checkout unless told: bench:ab starts a second one from a snapshot).
 */
export async function startShop(base, port, { cwd } = {}) {
  if (base) return { base, stop: () => {} }
  await ensurePortFree(port)
  const url = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true, cwd })
  await waitFor(`${url}/api/build`, 600_000)
  return { base: url, stop: () => process.kill(-server.pid, 'SIGTERM') }
}

/**
 * Asks each address a few times (with `headers`) so its first render and cache fill are not
 * measured; with `pictures`, also the optimized pictures a phone would ask the page for, as a
 * browser that takes AVIF asks (the first request of each is encoded on the spot, then served from
 * the image cache).
 */
export async function warm(base, paths, times = 3, { pictures = false, headers = {} } = {}) {
  for (const path of paths) {
    let html = ''
    for (let i = 0; i < times; i++) html = await fetch(base + path, { headers }).then((r) => r.text())
    if (!pictures) continue
    const urls = new Set([...html.matchAll(/\/_next\/image\?url=[^"\s,]+?&amp;w=(\d+)&amp;q=\d+/g)].filter((m) => Number(m[1]) <= 828).map((m) => m[0].replaceAll('&amp;', '&')))
    for (const url of urls) await fetch(base + url, { headers: { accept: 'image/avif,image/webp,*/*' } }).then((r) => r.arrayBuffer())
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * The 12 addresses the page-speed benchmarks load: home, a listing, a product and a post in fa, en
 * and ar (a product and a post found on the shop's own pages). `only` (a comma-separated list, from
 * the benchmark's environment variable) measures those addresses instead: some of the twelve for a
 * quick before/after, or any other page.
 */
export async function speedAddresses(base, only) {
  const listing = await (await fetch(`${base}/search`)).text()
  const product = listing.match(/href="\/pr\/([a-z0-9-]+\/\d+)"/)?.[1]
  const blog = await (await fetch(`${base}/blog`)).text()
  const post = blog.match(/href="\/blog\/(\d+)"/)?.[1]
  if (!product || !post) throw new Error('no product or post link found')
  const all = ['', '/en', '/ar'].flatMap((prefix) => [prefix || '/', `${prefix}/search/round-tubes`, `${prefix}/pr/${product}`, `${prefix}/blog/${post}`])
  const kept = only?.split(',').filter(Boolean)
  return kept?.length ? kept : all
}
