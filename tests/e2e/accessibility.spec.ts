import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { islandsReady } from './fixtures'

const pages = ['/', '/search/round-tubes', '/pr/seamless-pipes/28', '/auth/login', '/questionnaire-of-suppliers', '/employment']

for (const prefix of ['', '/en', '/ar']) {
  for (const width of [1280, 390]) {
    test(`no serious or critical WCAG 2 A/AA problem on the main pages (${prefix || '/'} at ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 })
      // Sections fade in as they scroll into view; measured mid-fade their text reads as faint.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      for (const path of pages) {
        await page.goto(prefix + path)
        await islandsReady(page)
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`)
        expect(serious, `${prefix}${path} at ${width} px`).toEqual([])
      }
    })
  }
}
