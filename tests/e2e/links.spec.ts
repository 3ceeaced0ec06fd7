import { expect, test } from '@playwright/test'
import { islandsReady, trackPrefetches } from './fixtures'

type Marked = Window & { stayedOnPage?: boolean }

/** Every document the page asked for (a full page load), by address. */
function documentLoads(page: import('@playwright/test').Page) {
  const urls: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'document' && req.frame() === page.mainFrame()) urls.push(new URL(req.url()).pathname)
  })
  return urls
}

test.describe('links of server-rendered pages', () => {
  test('a listing fetches no other page until the visitor points at a product, then opens it without a page load', async ({ page }) => {
    const prefetched = trackPrefetches(page)
    const documents = documentLoads(page)
    await page.goto('/en/search/round-tubes')
    await islandsReady(page)
    // Long enough for a viewport prefetch of every card on screen to have started and ended.
    await page.waitForTimeout(2_500)
    const cards = page.getByTestId('product-card')
    expect(await cards.count()).toBeGreaterThan(1)
    // Nothing at all: not the cards, menus and footer, nor the header's cart and account icons.
    expect([...prefetched.seen]).toEqual([])

    const link = cards.nth(1).getByRole('link')
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/^\/en\/pr\/[a-z0-9-]+\/\d+$/)
    const title = (await cards.nth(1).getByRole('heading').textContent())!.trim()
    await link.hover()
    await expect.poll(() => prefetched.seen.has(href), { message: `pointing at the card prefetched ${href}` }).toBe(true)
    expect([...prefetched.seen]).toEqual([href])

    await page.evaluate(() => ((window as Marked).stayedOnPage = true))
    await link.click()
    await expect(page).toHaveURL(href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(await page.evaluate(() => (window as Marked).stayedOnPage)).toBe(true)
    expect(documents).toEqual(['/en/search/round-tubes'])
  })

  test('a click with Ctrl opens the product in a new tab and leaves the listing as it was', async ({ page, context }) => {
    await page.goto('/en/search/round-tubes')
    await islandsReady(page)
    const link = page.getByTestId('product-card').first().getByRole('link')
    const href = (await link.getAttribute('href'))!
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe(href)
    await expect(page).toHaveURL(/\/en\/search\/round-tubes$/)
    await tab.close()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

    test('on the Persian home, tapping a product card and then the breadcrumb moves between pages without a page load', async ({ page }) => {
      const documents = documentLoads(page)
      await page.goto('/')
      await islandsReady(page)
      const card = page.getByTestId('product-card').first()
      const link = card.getByRole('link')
      const href = (await link.getAttribute('href'))!
      // Persian is the default language: its addresses carry no prefix.
      expect(href).toMatch(/^\/pr\/[a-z0-9-]+\/\d+$/)
      const title = (await card.getByRole('heading').textContent())!.trim()
      await page.evaluate(() => ((window as Marked).stayedOnPage = true))
      await link.scrollIntoViewIfNeeded()
      await link.tap()
      await expect(page).toHaveURL(href)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fa')

      await page.getByRole('navigation', { name: 'مسیر صفحه' }).getByRole('link').first().tap()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByTestId('product-card').first()).toBeVisible()
      expect(await page.evaluate(() => (window as Marked).stayedOnPage)).toBe(true)
      expect(documents).toEqual(['/'])
    })
  })
})
