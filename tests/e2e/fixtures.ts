import { expect } from '@playwright/test'
import { existsSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { demoSettingsText } from '../../cms/seed/site-settings'
import { demoStaff } from '../../cms/seed/staff'

export const seoTitle = {
  fa: demoSettingsText.fa.seoTitle,
  en: demoSettingsText.en.seoTitle,
  ar: demoSettingsText.ar.seoTitle,
}

/**
 * How long an admin screen may take to show after sign-in. The admin is drawn in the browser from a
 * large bundle; its first screen took 21 s on a busy machine, past the 20 s these waits had.
 */
export const adminScreen = { timeout: 45_000 }

export const demoAdmin = demoStaff[0]
export const demoSales = demoStaff[2]

/** A sales staff member signed in to the admin in a Persian browser. */
export async function salesInAdmin(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({ locale: 'fa-IR' })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel('ایمیل').fill(demoSales.email)
  await page.getByLabel('رمز عبور').fill(demoSales.password)
  await page.getByRole('button', { name: 'ورود' }).click()
  await page.waitForURL(/\/admin$/)
  return { context, page }
}

/**
 * Resolves once the client islands have mounted (the reveal script marks <html> when it runs) and
 * every part whose code arrives after the first load (a long form) says it is hydrated.
 */
export async function islandsReady(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => document.documentElement.classList.contains('reveal-ready') && !document.querySelector('[data-hydrated="false"]'))
}

/**
 * Resolves once a form the server drew answers (its code has come and run). Its code comes after
 * the page's; on a busy machine that can take longer than an expectation's usual five seconds.
 */
export async function formAnswers(form: import('@playwright/test').Locator) {
  await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
}

/** The scripts a page's HTML names (its first load): what it asks for later is not among them. */
export async function firstLoadScripts(request: import('@playwright/test').APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text()
  return new Set([...html.matchAll(/\/_next\/static\/[^"\\]+\.js/g)].map((m) => m[0]))
}

/** The folder the browser-test server keeps its data in (see scripts/e2e-server.mjs). */
export const e2eDataDir = () => path.join(os.tmpdir(), `steel-e2e-${process.env.E2E_PORT || '3100'}`)

const outboxFile = () => path.join(e2eDataDir(), 'sms-outbox.log')

/**
 * A point in the SMS outbox (its length in bytes): what is texted after it is read from there on.
 * A clock would not do: a code texted a moment before (at registration, say) falls inside any
 * margin, and a test that read it would type a stale code.
 */
export type OutboxMark = { readonly offset: number }
export const outboxMark = (): OutboxMark => ({ offset: existsSync(outboxFile()) ? statSync(outboxFile()).size : 0 })

/** The messages texted since `mark`, oldest first, as [number, text]; a line still being written is left for the next read. */
function textsSince(mark: OutboxMark): [string, string][] {
  const file = outboxFile()
  if (!existsSync(file)) return []
  const appended = readFileSync(file).subarray(mark.offset).toString('utf8')
  return appended
    .split('\n')
    .slice(0, -1)
    .map((line) => line.split('\t'))
    .map(([, to, text]) => [to ?? '', text ?? ''])
}

/**
 * The newest one-time code texted to `mobile` (by the console SMS adapter, which appends each
 * message to the outbox in the data folder) after `since`.
 */
export async function codeFromOutbox(mobile: string, since: OutboxMark): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = textsSince(since)
      .filter(([to]) => to === mobile)
      .at(-1)?.[1]
      .match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no code for ${mobile} in ${outboxFile()}`)
}

let serial = Date.now() % 1_000_000
/** A customer nobody has registered yet in this run: unique mobile and email. */
export function newCustomer(name = 'Sara Ahmadi') {
  serial += 1
  const tail = String(serial).padStart(7, '0').slice(-7)
  return { name, email: `customer${tail}@example.com`, mobile: `0912${tail}`, password: 'steel-2026' }
}

/** Every text message sent to `mobile` since `since`, oldest first. */
export function smsTo(mobile: string, since: OutboxMark): string[] {
  return textsSince(since)
    .filter(([to]) => to === mobile)
    .map(([, text]) => text)
}

/**
 * Watches the client router's prefetches from before the page loads. Query links on Persian pages
 * once broke only after they had been prefetched, so tests of such links click them the way a
 * visitor does after the page sat for a moment: once the router has prefetched what it wants.
 */
export function trackPrefetches(page: import('@playwright/test').Page) {
  const state = { seen: new Set<string>(), inFlight: 0, lastActivity: Date.now() }
  const isPrefetch = (req: import('@playwright/test').Request) => req.headers()['next-router-prefetch'] !== undefined
  page.on('request', (req) => {
    if (!isPrefetch(req)) return
    state.inFlight += 1
    state.lastActivity = Date.now()
  })
  const settle = (req: import('@playwright/test').Request) => {
    if (!isPrefetch(req)) return
    state.inFlight -= 1
    state.lastActivity = Date.now()
    const url = new URL(req.url())
    url.searchParams.delete('_rsc')
    state.seen.add(decodeURIComponent(url.pathname + url.search))
  }
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return state
}

/**
 * Clicks a link as a visitor does: points at it (the router prefetches a page's links on intent),
 * then clicks once the router has prefetched its address, or (when the router already knows the
 * route and fetches nothing more for it) once prefetching has been quiet for a while.
 */
export async function clickPrefetched(state: ReturnType<typeof trackPrefetches>, link: import('@playwright/test').Locator) {
  await link.scrollIntoViewIfNeeded()
  await link.hover()
  const visibleSince = Date.now()
  const href = decodeURIComponent((await link.getAttribute('href'))!)
  const settled = () => state.seen.has(href) || (state.inFlight === 0 && Date.now() - visibleSince > 2_500 && Date.now() - state.lastActivity > 1_000)
  await expect.poll(settled, { message: `the client router settled after prefetching for ${href}`, timeout: 20_000 }).toBe(true)
  await link.click()
}

/**
 * A second production server on the browser tests' build and database, with its own environment
 * (a deployment configured differently). Stop it when done.
 */
export async function startServer(port: number, env: Record<string, string>) {
  const { spawn } = await import('node:child_process')
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: e2eDataDir(), PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'browser-test-secret', HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  await expect
    .poll(async () => (await fetch(`${base}/api/build`).catch(() => null))?.status ?? 0, { message: `server on ${base}`, timeout: 60_000 })
    .toBe(200)
  return { base, stop: () => child.kill('SIGTERM') }
}
