import { expect, test, type Page } from '@playwright/test'
import { islandsReady } from './fixtures'

async function goOffline(page: Page) {
  await islandsReady(page)
  // The toasts' code arrives once the page is idle (the live regions speak before it, see screen-reader.spec).
  await expect(page.locator('.notifications')).toBeAttached()
  await page.context().setOffline(true)
  await page.evaluate(() => window.dispatchEvent(new Event('offline')))
}

test.describe('notifications', () => {
  test('appear bottom-right, 24rem wide on a large screen, and leave after 5 seconds', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await goOffline(page)
    const toast = page.getByTestId('notification')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('هشدار')
    await expect(toast).toContainText('اتصال اینترنت شما قطع است')
    const box = (await toast.boundingBox())!
    expect(box.width).toBe(384)
    expect(1280 - (box.x + box.width)).toBeLessThanOrEqual(24)
    expect(800 - (box.y + box.height)).toBeLessThanOrEqual(24)
    const shownAt = Date.now()
    await expect(toast).toBeHidden({ timeout: 8000 })
    const lasted = Date.now() - shownAt
    expect(lasted).toBeGreaterThan(4000)
    await context.setOffline(false)
  })

  test('take the full width on a small screen', async ({ page, context }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/en')
    await goOffline(page)
    const box = (await page.getByTestId('notification').boundingBox())!
    expect(box.width).toBe(360 - 32)
    await context.setOffline(false)
  })

  test('wait while hovered and leave after the pointer does', async ({ page, context }) => {
    await page.goto('/en')
    await goOffline(page)
    const toast = page.getByTestId('notification')
    await toast.hover()
    await page.waitForTimeout(6500)
    await expect(toast).toBeVisible()
    await page.mouse.move(10, 10)
    await expect(toast).toBeHidden({ timeout: 8000 })
    await context.setOffline(false)
  })

  test('close with the close button', async ({ page, context }) => {
    await page.goto('/en')
    await goOffline(page)
    await page.getByTestId('notification').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByTestId('notification')).toBeHidden()
    await context.setOffline(false)
  })
})
