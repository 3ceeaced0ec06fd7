// One cold load of an address at a phone's size, traced by Chromium: the main thread's tasks and
// the requests the page made. Shared by bench:tasks (one build) and bench:ab (two builds, alternated).

export const SLOWDOWN = 4
export const BLOCKING_MS = 50

export const browserArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync']
export const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * The main-thread tasks (ms) of one cold load in a new context (nothing cached, no compiled code
 * kept): all of them, those after the first contentful paint, and the number of requests the page
 * sent until three seconds after `load`. Null when Chromium reported no paint.
 */
export async function mainThreadTasks(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel'] })
  await page.goto(url, { waitUntil: 'load' })
  // Hydration and what the islands start after it end well within this on this machine.
  await page.waitForTimeout(3000)
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
  await context.close()
  const paint = events.find((e) => e.name === 'firstContentfulPaint')
  if (!paint) return null
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === paint.pid)?.ts ?? 0
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === paint.pid && e.tid === paint.tid && e.ts >= start)
  // The page's own: the trace also holds Chromium's pages (chrome://) loading in other processes.
  const requests = new Set(events.filter((e) => e.name === 'ResourceSendRequest' && e.pid === paint.pid && /^https?:/.test(e.args?.data?.url ?? '')).map((e) => e.args.data.requestId)).size
  return { all: tasks.map((e) => e.dur / 1000), afterPaint: tasks.filter((e) => e.ts >= paint.ts).map((e) => e.dur / 1000), requests }
}

/** Lighthouse's Total Blocking Time as its phone would see these tasks: Σ max(0, 4 × task − 50 ms). */
export const blockingEstimate = (tasks) => tasks.reduce((sum, ms) => sum + Math.max(0, SLOWDOWN * ms - BLOCKING_MS), 0)
