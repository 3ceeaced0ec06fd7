import { expect, test, type Browser } from '@playwright/test'
import { seoTitle } from './fixtures'

/** A browser without JavaScript: what a crawler or a slow phone gets before any script runs. */
async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { page: await context.newPage(), close: () => context.close() }
}

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

  test('a 404 is whole HTML from the server: language, direction, text, title, header and footer', async ({ browser }) => {
    const { page, close } = await withoutScripts(browser)
    for (const [path, lang, dir, heading, title] of [
      ['/no-such-page', 'fa', 'rtl', 'صفحه پیدا نشد: /no-such-page', `صفحه پیدا نشد | ${seoTitle.fa}`],
      ['/en/blog/999999', 'en', 'ltr', 'Page Not Found: /en/blog/999999', `Page Not Found | ${seoTitle.en}`],
      ['/ar/search/no-such-category', 'ar', 'rtl', 'الصفحة غير موجودة: /ar/search/no-such-category', `الصفحة غير موجودة | ${seoTitle.ar}`],
      ['/pr/round-tubes/999999', 'fa', 'rtl', 'محصول پیدا نشد', `محصول پیدا نشد | ${seoTitle.fa}`],
    ] as const) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(404)
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang)
      await expect(page.locator('html'), path).toHaveAttribute('dir', dir)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
      await expect(page, path).toHaveTitle(title)
      await expect(page.getByRole('banner'), path).toBeVisible()
      await expect(page.getByRole('contentinfo'), path).toBeVisible()
      await expect(page.locator('meta[name=robots]'), path).toHaveAttribute('content', /noindex/)
    }
    await close()
  })

  test('the 404 page writes its status in Persian digits and keeps the asked path left to right', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByText('۴۰۴', { exact: true })).toBeVisible()
    // In a right-to-left sentence an unisolated "/no-such-page" is drawn as "no-such-page/".
    const path = page.getByRole('heading', { level: 1 }).locator('bdi[dir=ltr]')
    await expect(path).toHaveText('/no-such-page')
    await page.goto('/ar/nothing')
    await expect(page.getByText('٤٠٤', { exact: true })).toBeVisible()
  })

  test('the error page address is not a page of its own for visitors', async ({ request }) => {
    const res = await request.get('/error-document?status=500&path=/x')
    expect(res.status()).toBe(404)
    expect(await res.text()).toContain('صفحه پیدا نشد')
  })

  test('a failure while rendering is the localized 500 page', async ({ page }) => {
    const res = await page.goto('/en/fault-check')
    expect(res?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error')
    await page.goto('/fault-check')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('خطای داخلی سرور')
    await expect(page.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible()
  })

  test('a 500 is whole HTML from the server too', async ({ browser }) => {
    const { page, close } = await withoutScripts(browser)
    const res = await page.goto('/fault-check')
    expect(res?.status()).toBe(500)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('خطای داخلی سرور')
    await expect(page).toHaveTitle(`خطای داخلی سرور | ${seoTitle.fa}`)
    await expect(page.getByText('۵۰۰', { exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await close()
  })
})
