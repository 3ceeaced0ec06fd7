// Lighthouse (mobile preset, simulated throttling) on the shop's main pages in three languages and
// on a bare Next.js page of the same HTML size built on the fly (the floor). Three rounds, each
// address and the floor once per round; the medians printed, and each page's score against the
// floor's in the same round: scores swing on a busy machine. Prints figures only.
// Usage: npm run bench:lighthouse [-- baseURL]   (without a URL it starts its own server on port 3310)
//        LIGHTHOUSE_PATHS=/,/cart LIGHTHOUSE_RUNS=3 npm run bench:lighthouse   (these addresses instead)
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { floorLikeHome } from './lib/floor.mjs'
import { gapToFloor, measureInRounds } from './lib/rounds.mjs'
import { median, speedAddresses, startShop, warm } from './lib/shop.mjs'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3)
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const shop = await startShop(process.argv[2], 3310)
let floor
let chrome
try {
  // LIGHTHOUSE_PATHS="/,/cart" measures those instead: some of the twelve, or any other page.
  const paths = await speedAddresses(shop.base, process.env.LIGHTHOUSE_PATHS)
  await warm(shop.base, paths, 3, { pictures: true })
  floor = await floorLikeHome(shop.base, 3311)
  await warm(floor.url, [''])

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const audit = async (url) => {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
    const n = (id) => lhr.audits[id]?.numericValue ?? NaN
    // Said at once, with Lighthouse's reason: a run without a metric is left out of the medians.
    for (const id of ['largest-contentful-paint', 'total-blocking-time']) {
      if (!Number.isFinite(n(id))) console.log(`  ${url}: no ${lhr.audits[id]?.title ?? id} (${lhr.audits[id]?.errorMessage ?? lhr.runtimeError?.message ?? 'no reason given'})`)
    }
    return {
      perf: (lhr.categories.performance.score ?? NaN) * 100,
      a11y: lhr.categories.accessibility.score * 100,
      bp: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: n('largest-contentful-paint'),
      tbt: n('total-blocking-time'),
      cls: n('cumulative-layout-shift'),
    }
  }

  // One audit thrown away first: the browser's first run compiles and caches what the others reuse,
  // and it made whichever address came first look slower.
  await audit(shop.base + paths[0])

  const measured = await measureInRounds(paths.map((p) => shop.base + p), floor.url, RUNS, audit)
  const rows = [...paths.map((p, i) => [p, measured.pages[i]]), ['bare Next page (floor)', measured.floor]].map(([name, runs], t) => {
    // A run can end without a metric (Lighthouse reports no LCP when the trace missed it): the
    // median is taken of the runs that have one, and the row says how many did.
    const m = (k) => median(runs.map((r) => r[k]).filter(Number.isFinite))
    const complete = runs.filter((r) => Number.isFinite(r.lcp) && Number.isFinite(r.tbt)).length
    const gap = t < paths.length ? gapToFloor(runs, measured.floor, (r) => r.perf) : ''
    return { name: complete < RUNS ? `${name} (${complete} of ${RUNS} runs)` : name, perf: m('perf'), gap, lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), a11y: m('a11y'), bp: m('bp'), seo: m('seo') }
  })

  console.log(`\nLighthouse ${RUNS}× per address, mobile preset, medians\n`)
  console.log('page'.padEnd(34), 'perf'.padStart(5), '± floor'.padStart(8), 'LCP s'.padStart(7), 'TBT ms'.padStart(7), 'CLS'.padStart(6), 'a11y'.padStart(5), 'bp'.padStart(5), 'seo'.padStart(5))
  for (const r of rows) {
    console.log(r.name.padEnd(34), r.perf.toFixed(0).padStart(5), r.gap.padStart(8), (r.lcp / 1000).toFixed(2).padStart(7), r.tbt.toFixed(0).padStart(7), r.cls.toFixed(3).padStart(6), r.a11y.toFixed(0).padStart(5), r.bp.toFixed(0).padStart(5), r.seo.toFixed(0).padStart(5))
  }
} finally {
  await chrome?.kill()
  floor?.stop()
  shop.stop()
}
process.exit(0)
