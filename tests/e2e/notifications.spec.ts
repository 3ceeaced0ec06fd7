import { expect, test, type Locator, type Page } from '@playwright/test'
import { islandsReady } from './fixtures'

async function toastsReady(page: Page) {
  await islandsReady(page)
  // The toasts' code arrives once the page is idle (the live regions speak before it, see screen-reader.spec).
  await expect(page.locator('.notifications')).toBeAttached()
}

async function goOffline(page: Page) {
  await toastsReady(page)
  await page.context().setOffline(true)
  await page.evaluate(() => window.dispatchEvent(new Event('offline')))
}

/**
 * The connection lost with the page's clock stopped (installed before the page loaded): the
 * notice's seconds pass only when the test runs them (page.clock.runFor), so what it sees at 4.9 s
 * and at 5 s does not depend on how busy the machine is, and the test does not wait them out.
 */
async function offlineOnStoppedClock(page: Page) {
  await toastsReady(page)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await goOffline(page)
  return page.getByTestId('notification')
}

/** Shown until 5 s have run on the page's clock, faded then, and gone from the page a second later. */
async function leavesAfterFiveSeconds(page: Page, toast: Locator) {
  await page.clock.runFor(4900)
  await expect(toast).toHaveClass(/opacity-100/)
  await page.clock.runFor(200)
  await expect(toast).toHaveClass(/opacity-0/)
  await page.clock.runFor(1000)
  await expect(toast).toBeHidden()
}

test.describe('notifications', () => {
  test('appear bottom-right, 24rem wide on a large screen, and leave after 5 seconds', async ({ page, context }) => {
    await page.clock.install()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const toast = await offlineOnStoppedClock(page)
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('هشدار')
    await expect(toast).toContainText('اتصال اینترنت شما قطع است')
    const box = (await toast.boundingBox())!
    expect(box.width).toBe(384)
    expect(1280 - (box.x + box.width)).toBeLessThanOrEqual(24)
    expect(800 - (box.y + box.height)).toBeLessThanOrEqual(24)
    await leavesAfterFiveSeconds(page, toast)
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
    await page.clock.install()
    await page.goto('/en')
    const toast = await offlineOnStoppedClock(page)
    await toast.hover()
    await page.clock.runFor(10_000)
    await expect(toast).toHaveClass(/opacity-100/)
    await page.mouse.move(10, 10)
    // Ten seconds under the pointer did not count: it has its five seconds once the pointer leaves.
    await leavesAfterFiveSeconds(page, toast)
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
