import type { Browser } from 'playwright-core'
import { requestLog } from '@/lib/ops/request-log'
import { requestIdHeader } from '@/lib/ops/request-id.mjs'
import { metrics } from '@/lib/ops/registry.mjs'

/**
 * Prints a page of this site to PDF with headless Chromium: the browser shapes Persian and Arabic
 * text with HarfBuzz, lays it out right to left and embeds the site's own font, so the PDF reads
 * and copies exactly as the print page does (see README, "Proforma invoices").
 *
 * One browser is shared by all requests and closed after a minute without work; at most two pages
 * are printed at once, the rest wait, so a burst of downloads cannot start a browser per request.
 */
const MAX_PAGES = 2
const IDLE_MS = 60_000

let browser: Promise<Browser> | undefined
let idleTimer: ReturnType<typeof setTimeout> | undefined
let running = 0
const waiting: (() => void)[] = []

export class PdfUnavailable extends Error {}
export class PageRefused extends Error {
  constructor(readonly status: number) {
    super(`the page answered ${status}`)
  }
}

/** Where this server's own pages are reached from inside it (PDF_PAGE_ORIGIN overrides). */
export function ownOrigin(): string {
  if (process.env.PDF_PAGE_ORIGIN) return process.env.PDF_PAGE_ORIGIN.replace(/\/$/, '')
  const host = process.env.HOST && !['0.0.0.0', '::'].includes(process.env.HOST) ? process.env.HOST : '127.0.0.1'
  return `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 3000}`
}

function launch(): Promise<Browser> {
  browser ??= import('playwright-core')
    .then(({ chromium }) =>
      chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
      }),
    )
    .then((b) => {
      b.on('disconnected', () => (browser = undefined))
      return b
    })
    .catch((error: unknown) => {
      browser = undefined
      throw new PdfUnavailable(error instanceof Error ? error.message : String(error))
    })
  return browser
}

/** The printer's queue as the metrics show it (shop_pdf_queue). */
function showQueue(): void {
  const live = metrics().live
  live.pdfPrinting = running
  live.pdfWaiting = waiting.length
}

async function slot(): Promise<void> {
  clearTimeout(idleTimer)
  if (running < MAX_PAGES) {
    running++
    showQueue()
    return
  }
  const queued = new Promise<void>((resolve) => waiting.push(resolve))
  showQueue()
  await queued
  running++
  showQueue()
}

function release(): void {
  running--
  const next = waiting.shift()
  showQueue()
  if (next) return next()
  if (running === 0) idleTimer = setTimeout(() => void browser?.then((b) => b.close()).catch(() => {}), IDLE_MS)
}

/** `name=value; name2=value2` as cookies of `origin`, sent over plain HTTP to this server itself. */
function cookiesOf(header: string | null, origin: string) {
  if (!header) return []
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('='))
    .map((part) => {
      const at = part.indexOf('=')
      return { name: part.slice(0, at), value: part.slice(at + 1), url: origin }
    })
}

/** The page at `path` on this server, seen as the visitor sees it (their cookies, or their API token), as an A4 PDF. */
export async function pageToPdf(path: string, { cookie, authorization, requestId }: { cookie: string | null; authorization: string | null; requestId?: string }): Promise<Uint8Array> {
  const log = await requestLog({ part: 'pdf' })
  const started = Date.now()
  await slot()
  try {
    const origin = ownOrigin()
    // The printed page's own request carries the download's id: its log lines are found with it.
    const extraHTTPHeaders = { ...(authorization ? { authorization } : {}), ...(requestId ? { [requestIdHeader]: requestId } : {}) }
    const context = await (await launch()).newContext({ javaScriptEnabled: false, extraHTTPHeaders })
    try {
      await context.addCookies(cookiesOf(cookie, origin))
      const page = await context.newPage()
      const response = await page.goto(origin + path, { waitUntil: 'load', timeout: 30_000 })
      if (!response || response.status() !== 200) throw new PageRefused(response?.status() ?? 502)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true, tagged: true })
      log.info({ ms: Date.now() - started, bytes: pdf.byteLength }, 'pdf printed')
      return pdf
    } finally {
      await context.close()
    }
  } finally {
    release()
  }
}
