import { expect, test } from '@playwright/test'
import { islandsReady, seoTitle } from './fixtures'

test.describe('locale rules', () => {
  for (const [path, lang, dir, title] of [
    ['/about', 'fa', 'rtl', `درباره ما | ${seoTitle.fa}`],
    ['/en/about', 'en', 'ltr', `About us | ${seoTitle.en}`],
    ['/ar/about', 'ar', 'rtl', `من نحن | ${seoTitle.ar}`],
  ] as const) {
    test(`${path} is ${lang}, ${dir}, titled with the site SEO title`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      await expect(page).toHaveTitle(title)
      await expect(page.locator('h1')).toHaveText(title.split(' | ')[0]!)
    })
  }

  test('Persian is the default and has no prefix; /fa/... drops the prefix', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
    await page.goto('/fa/about?ref=x')
    await expect(page).toHaveURL(/\/about\?ref=x$/)
    expect(new URL(page.url()).pathname).toBe('/about')
  })

  test('the browser language never chooses the locale', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9,ar;q=0.5' } })
    const page = await context.newPage()
    await page.goto('/about')
    expect(new URL(page.url()).pathname).toBe('/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
    await context.close()
  })

  test('an unprefixed request follows the locale cookie, keeping the query', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }])
    await page.goto('/about?page=2#top')
    expect(new URL(page.url()).pathname).toBe('/ar/about')
    expect(new URL(page.url()).search).toBe('?page=2')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('the switcher keeps the page, sets the cookie for a year, and later visits follow it', async ({ page, context }) => {
    await page.goto('/about?tab=history')
    // The switcher carries the query over once it runs; a cached page's HTML is the same for every query.
    await islandsReady(page)
    await page.getByRole('navigation', { name: 'زبان' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/about\?tab=history$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('en')
    expect(cookie?.path).toBe('/')
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)

    await page.goto('/contact')
    expect(new URL(page.url()).pathname).toBe('/en/contact')

    await islandsReady(page)
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'فارسی' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fa')
    await page.goto('/services')
    expect(new URL(page.url()).pathname).toBe('/services')
  })

  test('without JavaScript (or before it runs) the switcher keeps the query and sets the cookie too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR' })
    const page = await context.newPage()
    await page.goto('/search/square-tubes?sort=cheapest')
    await page.getByRole('navigation', { name: 'زبان' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/search\/square-tubes\?sort=cheapest$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('en')
    expect((cookie!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364)
    await page.goto('/about')
    expect(new URL(page.url()).pathname).toBe('/en/about')
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click()
    await expect(page).toHaveURL(/\/ar\/about$/)
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ar')
    await context.close()
  })

  test('every page names its canonical URL and its three language versions', async ({ page, baseURL }) => {
    await page.goto('/en/blog')
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/en/blog`)
    const alternates = await page.locator('link[rel=alternate][hreflang]').evaluateAll((els) =>
      Object.fromEntries(els.map((e) => [e.getAttribute('hreflang'), e.getAttribute('href')])),
    )
    expect(alternates).toEqual({
      'fa-IR': `${baseURL}/blog`,
      'en-US': `${baseURL}/en/blog`,
      ar: `${baseURL}/ar/blog`,
      'x-default': `${baseURL}/blog`,
    })
  })

  test('a locale redirect never names a host the request claimed: the visitor stays where they are', async ({ request }) => {
    const claims: Record<string, string>[] = [{ 'X-Forwarded-Host': 'evil.example' }, { Host: 'evil.example' }, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }]
    for (const headers of claims) {
      const res = await request.get('/fa/about?x=1', { headers, maxRedirects: 0 })
      expect(res.status(), JSON.stringify(headers)).toBe(307)
      expect(res.headers().location, JSON.stringify(headers)).toBe('/about?x=1')
    }
    const cookie = await request.get('/blog', { headers: { Cookie: 'i18n_redirected=en', 'X-Forwarded-Host': 'evil.example' }, maxRedirects: 0 })
    expect(cookie.headers().location).toBe('/en/blog')
  })
})
