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
