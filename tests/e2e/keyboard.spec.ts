import { expect, test, type Page } from '@playwright/test'
import { islandsReady } from './fixtures'

/** What has focus, as a test reads it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return { testId: el?.getAttribute('data-testid') ?? null, label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '', inMain: !!el?.closest('main'), inside: el?.closest('[id], [data-testid]')?.getAttribute('id') ?? null }
  })

/** Presses Tab until `done` says so (at most `max` times), as a keyboard user moves through a page. */
async function tabUntil(page: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (done(await focused(page))) return
  }
  throw new Error('never reached by Tab')
}

test.describe('by keyboard alone', () => {
  test('the first Tab reaches the skip link, which takes the keyboard past the header', async ({ page }) => {
    await page.goto('/')
    await islandsReady(page)
    await page.keyboard.press('Tab')
    expect((await focused(page)).label).toBe('رفتن به محتوا')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#content$/)
    await page.keyboard.press('Tab')
    expect((await focused(page)).inMain).toBe(true)
  })

  test('the quick-access menu takes focus when opened and gives it back when closed', async ({ page }) => {
    await page.goto('/')
    await islandsReady(page)
    await tabUntil(page, (f) => f.testId === 'quick-access')
    await page.keyboard.press('Enter')
    await expect(page.locator('#quick-access')).toBeVisible()
    expect((await focused(page)).label).toBe('محصولات')
    await page.keyboard.press('Escape')
    await expect(page.locator('#quick-access')).toBeHidden()
    expect((await focused(page)).testId).toBe('quick-access')
  })

  test('on a phone the filter drawer holds the keyboard while open and returns it to its button', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 })
    await page.goto('/search/round-tubes')
    await islandsReady(page)
    await tabUntil(page, (f) => f.testId === 'filters-toggle')
    await page.keyboard.press('Enter')
    const panel = page.getByTestId('filters-panel')
    await expect(panel).toHaveAttribute('role', 'dialog')
    expect((await focused(page)).label).toBe('بستن فیلترها')
    // Backwards from the first control comes the last one in the drawer, never the page behind.
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="filters-panel"]'))).toBe(true)
    await page.keyboard.press('Tab')
    expect((await focused(page)).label).toBe('بستن فیلترها')
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="filters-panel"]'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(panel).not.toHaveAttribute('role', 'dialog')
    expect((await focused(page)).testId).toBe('filters-toggle')
  })
})
