// This checkout (B) against a committed version of the shop (A), load by load: one cold load of an
// address on A, one on B, the order swapped every pair, so the machine's drift (it moves a whole
// load's blocking estimate by ±30% between blocks of runs here) falls on both sides alike. Each
// side is built if needed and served as `npm start` serves it; A from a snapshot of the commit.
// Per address: medians on each side of Lighthouse's blocking-time estimate after the first paint
// (Σ max(0, 4 × task − 50 ms)), the longest task after it and the requests sent until three seconds
// after load; then the median of the paired differences B − A and in how many pairs B was lower.
// Prints figures only.
// Usage: npm run bench:ab -- <commit>        (e.g. HEAD, to measure what the working tree changes)
//        AB_PATHS=/,/en AB_RUNS=12 npm run bench:ab -- HEAD~1
// Without AB_PATHS: the Persian home, an English listing, an Arabic product and a Persian post.
import { chromium } from 'playwright-core'
import { blockingEstimate, browserArgs, chromePath, mainThreadTasks } from './lib/main-thread.mjs'
import { median, speedAddresses, startShop, warm } from './lib/shop.mjs'
import { snapshotOf } from './lib/snapshot.mjs'

const ref = process.argv[2]
if (!ref) {
  console.error('usage: npm run bench:ab -- <commit to compare this checkout with>')
  process.exit(2)
}
const RUNS = Number(process.env.AB_RUNS || 10)

const { dir, commit } = snapshotOf(ref)
// One after the other: two builds at once would not fit this machine's two cores.
const a = await startShop(undefined, 3340, { cwd: dir })
let b
let browser
try {
  b = await startShop(undefined, 3350)
  // Without AB_PATHS, four of bench:lighthouse's 12: each kind of page once, the languages mixed.
  const all = await speedAddresses(b.base, process.env.AB_PATHS)
  const paths = process.env.AB_PATHS ? all : [all[0], all[5], all[10], all[3]]
  for (const side of [a, b]) await warm(side.base, paths, 3, { pictures: true })

  browser = await chromium.launch({ executablePath: chromePath, args: browserArgs })
  await mainThreadTasks(browser, a.base + paths[0])
  await mainThreadTasks(browser, b.base + paths[0])

  console.log(`\nA = ${ref} (${commit.slice(0, 12)}), B = this checkout; ${RUNS} cold loads each, alternated; medians\n`)
  const head = ['page'.padEnd(28), 'est. A'.padStart(7), 'est. B'.padStart(7), 'B − A'.padStart(7), 'B lower'.padStart(8), 'longest A'.padStart(10), 'longest B'.padStart(10), 'requests A'.padStart(11), 'requests B'.padStart(11)]
  console.log(head.join(' '))
  for (const p of paths) {
    const pairs = []
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 ? [b, a] : [a, b]
      const [first, second] = [await mainThreadTasks(browser, order[0].base + p), await mainThreadTasks(browser, order[1].base + p)]
      if (!first || !second) continue
      pairs.push(i % 2 ? { a: second, b: first } : { a: first, b: second })
    }
    const est = (r) => blockingEstimate(r.afterPaint)
    const longest = (r) => Math.max(0, ...r.afterPaint)
    const diffs = pairs.map((x) => est(x.b) - est(x.a))
    const label = pairs.length < RUNS ? `${p} (${pairs.length} of ${RUNS})` : p
    console.log([
      label.padEnd(28),
      median(pairs.map((x) => est(x.a))).toFixed(0).padStart(7),
      median(pairs.map((x) => est(x.b))).toFixed(0).padStart(7),
      median(diffs).toFixed(0).padStart(7),
      `${diffs.filter((d) => d < 0).length}/${pairs.length}`.padStart(8),
      median(pairs.map((x) => longest(x.a))).toFixed(1).padStart(10),
      median(pairs.map((x) => longest(x.b))).toFixed(1).padStart(10),
      median(pairs.map((x) => x.a.requests)).toFixed(0).padStart(11),
      median(pairs.map((x) => x.b.requests)).toFixed(0).padStart(11),
    ].join(' '))
  }
} finally {
  await browser?.close()
  b?.stop()
  a.stop()
}
process.exit(0)
