import { expect, test } from '@playwright/test'

test.describe('scrolling', () => {
  test.use({ viewport: { width: 1024, height: 400 } })

  test('a new page starts at the top and going back restores the position', async ({ page }) => {
    await page.goto('/en/about')
    // The footer is laid out only once near (render-when-near), which may change the page's height:
    // the bottom is where the page ends once it is drawn.
    const footer = page.locator('footer')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => footer.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(200)
    await page.locator('footer').getByRole('link', { name: 'Gallery' }).click()
    await expect(page).toHaveURL(/\/en\/gallery$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
  })

  test('a hash in the address scrolls to its anchor', async ({ page }) => {
    await page.goto('/en/services#footer-social')
    await expect(page.locator('#footer-social')).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})
