// The main thread's long tasks after the first paint, on the same 12 addresses as bench:lighthouse
// and on the bare Next page (the floor). Lighthouse's Total Blocking Time is these tasks run four
// times slower, less 50 ms each; its score swings by 300 ms between runs of one page here, so this
// measures the tasks themselves: cold loads at a phone's size, no throttling, traced by Chromium.
// Per address, medians of the runs: the estimate Σ max(0, 4 × task − 50 ms) over the tasks after
// the first paint and over every task since the navigation began (the floor's scripts run before
// its first paint here, though after it on Lighthouse's slow phone), the longest task after the
// paint and the number of those over 12.5 ms (50 ms on Lighthouse's phone), and the estimate after
// the paint less the floor's in the same round (each round loads every address and the floor once).
// Prints figures only.
// Usage: npm run bench:tasks [-- baseURL]   (without a URL it starts its own server on port 3330)
//        TASKS_PATHS=/,/en TASKS_RUNS=5 npm run bench:tasks
import { chromium } from 'playwright-core'
import { floorLikeHome } from './lib/floor.mjs'
import { BLOCKING_MS, SLOWDOWN, blockingEstimate, browserArgs, chromePath, mainThreadTasks } from './lib/main-thread.mjs'
import { gapToFloor, measureInRounds } from './lib/rounds.mjs'
import { median, speedAddresses, startShop, warm } from './lib/shop.mjs'

const RUNS = Number(process.env.TASKS_RUNS || 7)

const shop = await startShop(process.argv[2], 3330)
let floor
let browser
try {
  const paths = await speedAddresses(shop.base, process.env.TASKS_PATHS)
  await warm(shop.base, paths, 3, { pictures: true })
  floor = await floorLikeHome(shop.base, 3331)
  await warm(floor.url, [''])

  // Each load in a new context: nothing cached, no compiled code kept from the run before.
  browser = await chromium.launch({ executablePath: chromePath, args: browserArgs })
  await mainThreadTasks(browser, shop.base + paths[0])

  const measured = await measureInRounds(paths.map((p) => shop.base + p), floor.url, RUNS, (url) => mainThreadTasks(browser, url))
  const afterPaint = (r) => blockingEstimate(r.afterPaint)

  console.log(`\nmain-thread tasks, ${RUNS} cold loads per address, medians\n`)
  console.log('page'.padEnd(34), 'est. after paint'.padStart(17), '± floor'.padStart(8), 'est. from start'.padStart(16), 'longest ms'.padStart(11), 'tasks > 12.5 ms'.padStart(16))
  for (const [name, loads, gap] of [...paths.map((p, i) => [p, measured.pages[i], gapToFloor(measured.pages[i], measured.floor, afterPaint)]), ['bare Next page (floor)', measured.floor, '']]) {
    // A load without a paint (Chromium reported none) is left out, and so is its round's gap.
    const painted = loads.filter(Boolean)
    const fromStart = median(painted.map((r) => blockingEstimate(r.all)))
    const longest = median(painted.map((r) => Math.max(0, ...r.afterPaint)))
    const long = median(painted.map((r) => r.afterPaint.filter((ms) => SLOWDOWN * ms > BLOCKING_MS).length))
    const label = painted.length < RUNS ? `${name} (${painted.length} of ${RUNS})` : name
    console.log(label.padEnd(34), median(painted.map(afterPaint)).toFixed(0).padStart(17), gap.padStart(8), fromStart.toFixed(0).padStart(16), longest.toFixed(1).padStart(11), String(long).padStart(16))
  }
} finally {
  await browser?.close()
  floor?.stop()
  shop.stop()
}
process.exit(0)
