import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { demoSettingsText } from '../../cms/seed/site-settings'
import { demoStaff } from '../../cms/seed/staff'

export const seoTitle = {
  fa: demoSettingsText.fa.seoTitle,
  en: demoSettingsText.en.seoTitle,
  ar: demoSettingsText.ar.seoTitle,
}

export const demoAdmin = demoStaff[0]

/** Resolves once the client islands have mounted (the reveal script marks <html> when it runs). */
export async function islandsReady(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => document.documentElement.classList.contains('reveal-ready'))
}

/** The folder the browser-test server keeps its data in (see scripts/e2e-server.mjs). */
export const e2eDataDir = () => path.join(os.tmpdir(), `steel-e2e-${process.env.E2E_PORT || '3100'}`)

/**
 * The newest one-time code texted to `mobile` (by the console SMS adapter, which appends each
 * message to the outbox in the data folder) after `since`.
 */
export async function codeFromOutbox(mobile: string, since: Date): Promise<string> {
  const file = path.join(e2eDataDir(), 'sms-outbox.log')
  for (let i = 0; i < 50; i++) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : []
    const match = lines
      .map((l) => l.split('\t'))
      .filter(([at, to]) => to === mobile && new Date(at!) >= since)
      .at(-1)
    const code = match?.[2]?.match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no code for ${mobile} in ${file}`)
}

let serial = Date.now() % 1_000_000
/** A customer nobody has registered yet in this run: unique mobile and email. */
export function newCustomer(name = 'Sara Ahmadi') {
  serial += 1
  const tail = String(serial).padStart(7, '0').slice(-7)
  return { name, email: `customer${tail}@example.com`, mobile: `0912${tail}`, password: 'steel-2026' }
}

/** Every text message sent to `mobile` since `since`, oldest first. */
export function smsTo(mobile: string, since: Date): string[] {
  const file = path.join(e2eDataDir(), 'sms-outbox.log')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split('\t'))
    .filter(([at, to]) => to === mobile && new Date(at!) >= since)
    .map(([, , text]) => text ?? '')
}
