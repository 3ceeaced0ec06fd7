import { expect, test, type Page } from '@playwright/test'
import { islandsReady } from './fixtures'

const overlay = (page: Page) => page.getByTestId('gallery-overlay')
const current = (page: Page) => overlay(page).locator('[data-testid="overlay-slide"][data-state="loaded"]').filter({ visible: true })
const widthOf = async (page: Page) => (await page.locator('.yarl__slide_current [data-testid="overlay-slide"]').boundingBox())!.width
const caption = (page: Page) => page.locator('.yarl__slide_current [data-testid="overlay-slide"]')

async function openAlbum(page: Page) {
  await page.goto('/en/gallery')
  await expect(page.getByTestId('album-card')).toHaveCount(2)
  await page.getByTestId('album-card').first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Factory and production lines')
  await islandsReady(page)
}

test.describe('gallery', () => {
  test('the overlay library loads only once a picture is opened', async ({ page }) => {
    const scripts: string[] = []
    page.on('response', (r) => scripts.push(r.url()))
    await openAlbum(page)
    await expect(page.locator('.yarl__root')).toHaveCount(0)
    await page.getByTestId('album-pictures').getByRole('button').first().click()
    await expect(overlay(page)).toBeVisible()
    await page.goto('/en/blog')
    expect(await page.locator('link[href*="yarl"], style:has-text(".yarl__")').count()).toBe(0)
  })

  test('opens, zooms by 0.12 up to 3×, turns with the keyboard without wrapping, and Escape closes', async ({ page }) => {
    await openAlbum(page)
    await page.getByTestId('album-pictures').getByRole('button').first().click()
    await expect(current(page).first()).toBeVisible()
    await expect(caption(page)).toContainText('Rolling hall')

    const base = await widthOf(page)
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect.poll(async () => (await widthOf(page)) / base).toBeCloseTo(1.12, 1)
    for (let i = 0; i < 15; i++) {
      const zoomIn = page.getByRole('button', { name: 'Zoom in' })
      if (await zoomIn.isDisabled()) break
      await zoomIn.click()
    }
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeDisabled()
    await expect.poll(async () => (await widthOf(page)) / base).toBeCloseTo(3, 1)
    await page.getByRole('button', { name: 'Zoom out' }).click()
    await expect.poll(async () => (await widthOf(page)) / base).toBeCloseTo(3 / 1.12, 1)

    await page.keyboard.press('Escape')
    await expect(overlay(page)).toHaveCount(0)

    // The last picture: the next arrow does nothing (no loop back to the first).
    await page.getByTestId('album-pictures').getByRole('button').last().click()
    await expect(caption(page)).toContainText('Tubes ready for bundling')
    await page.keyboard.press('ArrowRight')
    await page.waitForTimeout(600)
    await expect(caption(page)).toContainText('Tubes ready for bundling')
    await page.keyboard.press('ArrowLeft')
    await expect(caption(page)).toContainText('Quality control lab')
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toHaveCount(0)
  })

  test('a swipe shorter than 50 px keeps the picture; a longer one turns it', async ({ page }) => {
    await openAlbum(page)
    await page.getByTestId('album-pictures').getByRole('button').first().click()
    await expect(caption(page)).toContainText('Rolling hall')
    const box = (await overlay(page).boundingBox())!
    const y = box.y + box.height / 2
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y)
      await page.mouse.down()
      await page.mouse.move((from + to) / 2, y, { steps: 3 })
      await page.mouse.move(to, y, { steps: 3 })
      await page.mouse.up()
    }
    await drag(box.x + box.width / 2, box.x + box.width / 2 - 30)
    await page.waitForTimeout(600)
    await expect(caption(page)).toContainText('Rolling hall')
    await drag(box.x + box.width / 2, box.x + box.width / 2 - 120)
    await expect(caption(page)).toContainText('Galvanizing bath')
  })

  test('a picture that fails to load says so', async ({ page }) => {
    // The overlay asks for the original picture; the thumbnails use the smaller copy.
    await page.route('**/_next/image?**', (route) => (/gallery-1-1\.jpg/.test(route.request().url()) ? route.abort() : route.continue()))
    await openAlbum(page)
    await page.getByTestId('album-pictures').getByRole('button').first().click()
    await expect(overlay(page).getByRole('alert')).toHaveText('The picture could not be loaded.')
  })

  test('Persian album page, right to left; unknown album is 404', async ({ page, request }) => {
    await page.goto('/gallery')
    await page.getByTestId('album-card').first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('کارخانه و خطوط تولید')
    expect((await request.get('/gallery/99999')).status()).toBe(404)
    expect((await request.get('/en/gallery/x1')).status()).toBe(404)
  })
})
