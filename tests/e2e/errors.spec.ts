import { expect, test } from '@playwright/test'

test.describe('error pages', () => {
  test('an unknown route is the Persian 404 page with its path', async ({ page }) => {
    const res = await page.goto('/no-such-page')
    expect(res?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه پیدا نشد: /no-such-page')
  })

  test('the 404 page speaks the locale of the URL', async ({ page }) => {
    const res = await page.goto('/en/catalogue/old-link')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /en/catalogue/old-link')
    const ar = await page.goto('/ar/nothing')
    expect(ar?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة: /ar/nothing')
  })

  for (const path of ['/blog/abc', '/gallery/0', '/order/-3', '/pr/round-tubes/1.5', '/pr/Bad_Segment/3', '/search/a%20b']) {
    test(`an invalid route parameter (${path}) is the 404 page`, async ({ page }) => {
      const res = await page.goto(path)
      expect(res?.status()).toBe(404)
      await expect(page.getByText(/صفحه پیدا نشد/)).toBeVisible()
    })
  }

  test('a failure while rendering is the localized 500 page', async ({ page }) => {
    const res = await page.goto('/en/fault-check')
    expect(res?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error')
    await page.goto('/fault-check')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('خطای داخلی سرور')
    await expect(page.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible()
  })
})
