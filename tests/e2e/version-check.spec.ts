import { expect, test } from '@playwright/test'
import { islandsReady } from './fixtures'

test.describe('version check', () => {
  test('a new build turns the next navigation into a full reload, never twice within 10 s', async ({ page }) => {
    await page.goto('/en')
    await islandsReady(page)
    // The server now reports another build, as it would after a deploy.
    await page.route('**/api/build?*', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }))
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(page.getByTestId('notification')).toContainText('A new version is available')
    await expect(page.locator('html')).toHaveAttribute('data-new-version', 'true')

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.getByTestId('main-nav').getByRole('link', { name: "Today's prices" }).click()
    await expect(page).toHaveURL(/\/en\/prices$/)
    // A full load starts a new window object: the marker is gone.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined()

    // Still stale after the reload, but the guard holds: this navigation stays in the page.
    await islandsReady(page)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(page.locator('html')).toHaveAttribute('data-new-version', 'true')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2))
    await page.getByTestId('main-nav').getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/en\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2)
  })

  test('without a new build, navigation stays client-side', async ({ page }) => {
    await page.goto('/en')
    await islandsReady(page)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3))
    await page.getByTestId('main-nav').getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/en\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3)
    await expect(page.locator('html')).not.toHaveAttribute('data-new-version', 'true')
  })

  test('a chunk that fails to load reloads the page', async ({ page }) => {
    await page.goto('/en/about')
    await islandsReady(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 4))
    const navigated = page.waitForEvent('framenavigated')
    await page.evaluate(() => {
      const error = Object.assign(new Error('Loading chunk 999 failed.'), { name: 'ChunkLoadError' })
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }))
    })
    await navigated
    await page.waitForLoadState()
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined()
  })
})
