import { expect, test } from '@playwright/test'
import { islandsReady, seoTitle } from './fixtures'

// Product pages have their own tests (their URLs depend on the catalogue).
const pages = ['/', '/about', '/services', '/search', '/search/round-tubes', '/compare',
  '/blog', '/blog/3', '/gallery', '/gallery/2', '/contact', '/employment', '/questionnaire-of-suppliers', '/auth', '/auth/login',
  '/auth/register', '/cart']
// Personal pages: a guest is sent to sign in, with the way back in `next`.
const guarded = ['/order', '/order/5', '/profile']

test.describe('site shell', () => {
  test('every route answers in all three locales with a heading, header and footer', async ({ request }) => {
    for (const path of pages) {
      for (const prefix of ['', '/en', '/ar']) {
        const url = prefix + (path === '/' && prefix ? '' : path)
        const res = await request.get(url, { maxRedirects: 0 })
        expect(res.status(), url).toBe(200)
        const html = await res.text()
        expect(html, url).toMatch(/<h1[^>]*>[^<]+/)
        expect(html, url).toContain('<header')
        expect(html, url).toContain('<footer')
      }
    }
    for (const path of guarded) {
      for (const prefix of ['', '/en', '/ar']) {
        const res = await request.get(prefix + path, { maxRedirects: 0 })
        expect(res.status(), prefix + path).toBe(307)
        expect(res.headers().location, prefix + path).toBe(`${prefix}/auth/login?next=${encodeURIComponent(prefix + path)}`)
      }
    }
  })

  test('the header links to every main page and the quick-access menu opens', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByTestId('main-nav')
    for (const name of ['خانه', 'محصولات', 'قیمت روز', 'محاسبه‌گر وزن', 'وبلاگ', 'تماس با ما']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    // At 1280 px the rest are in the row's «more» menu, and in the row itself from 1536 px.
    await nav.getByRole('button', { name: 'بیشتر' }).click()
    const more = page.getByRole('navigation', { name: 'بیشتر' })
    for (const name of ['خدمات', 'گالری', 'درباره ما']) await expect(more.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(more.getByRole('link', { name: 'وبلاگ', exact: true })).toBeHidden()
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 1536, height: 800 })
    for (const name of ['خدمات', 'گالری', 'درباره ما']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'بیشتر' })).toBeHidden()
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.getByRole('button', { name: 'دسترسی سریع' }).click()
    const quick = page.getByRole('navigation', { name: 'دسترسی سریع' })
    await expect(quick.getByRole('link', { name: 'پرسشنامه ارزیابی تأمین‌کنندگان' })).toBeVisible()
    await quick.getByRole('link', { name: 'استخدام' }).click()
    await expect(page).toHaveURL(/\/employment$/)
    await expect(page).toHaveTitle(`استخدام | ${seoTitle.fa}`)
    await expect(page.getByRole('navigation', { name: 'مسیر صفحه' }).getByRole('link', { name: 'خانه' })).toBeVisible()
  })

  test('account and cart entry points are in the header', async ({ page }) => {
    await page.goto('/en')
    await page.getByRole('link', { name: 'Cart' }).click()
    await expect(page).toHaveURL(/\/en\/cart$/)
    await page.getByRole('link', { name: 'Account' }).click()
    await expect(page).toHaveURL(/\/en\/auth$/)
  })

  test('the footer shows branches, contacts and the social links set in the admin', async ({ page }) => {
    await page.goto('/en/about')
    const footer = page.locator('footer')
    await expect(footer.getByText('Head office')).toBeVisible()
    await expect(footer.getByRole('link', { name: '021-88776655' }).first()).toHaveAttribute('href', 'tel:02188776655')
    await expect(page.getByTestId('social-links').getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/arvand.steel')
  })

  test('phone numbers are written in the page’s digits and sit with the text around them; they dial Latin digits', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    const head = footer.getByRole('link', { name: '۰۲۱-۸۸۷۷۶۶۵۵' }).first()
    await expect(head).toHaveAttribute('href', 'tel:02188776655')
    await page.goto('/ar/contact')
    await expect(page.getByTestId('branch-list').getByRole('link', { name: '٠٢١-٨٨٧٧٦٦٥٥' })).toHaveAttribute('href', 'tel:02188776655')
    // On English pages a branch's number starts where its address starts (the left edge).
    await page.goto('/en/about')
    const office = page.locator('footer li').filter({ hasText: 'Head office' })
    const address = (await office.locator('p').nth(1).boundingBox())!
    const phone = (await office.getByRole('link').boundingBox())!
    expect(Math.abs(phone.x - address.x)).toBeLessThan(2)
  })

  test('the page uses self-hosted Vazirmatn and asks no other host for anything', async ({ page, baseURL }) => {
    const foreign: string[] = []
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url())
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    const family = await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)
    expect(family.toLowerCase()).toContain('vazirmatn')
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.toLowerCase())
    })
    expect(loaded.some((f) => f.includes('vazirmatn'))).toBe(true)
  })

  for (const width of [360, 768, 1280]) {
    test(`nothing overflows sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/', '/en/about', '/ar/contact']) {
        await page.goto(path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${path} at ${width}`).toBeLessThanOrEqual(0)
      }
    })
  }

  for (const width of [1024, 1280]) {
    test(`the header stays on one line at ${width} px in Persian, English and Arabic`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/', '/en', '/ar']) {
        await page.goto(path)
        await page.evaluate(() => document.fonts.ready)
        const lines = await page.getByRole('banner').evaluate((header) => {
          // Each visible piece of text in the header: on how many lines it is drawn.
          const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT)
          const wrapped: string[] = []
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim()
            const parent = node.parentElement
            if (!text || !parent || !parent.checkVisibility() || parent.closest('[popover]')) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
            if (tops.size > 1) wrapped.push(text)
          }
          const row = header.querySelector('div')!.getBoundingClientRect()
          return { wrapped, rowHeight: row.height, overflow: header.scrollWidth - header.clientWidth }
        })
        expect(lines.wrapped, `${path} at ${width}`).toEqual([])
        expect(lines.rowHeight, `${path} at ${width}`).toBeLessThan(72)
        expect(lines.overflow, `${path} at ${width}`).toBeLessThanOrEqual(0)
      }
    })
  }

  test('on a phone the main navigation folds into a menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/en')
    await expect(page.getByTestId('main-nav')).toBeHidden()
    // The menu opens without the page's code (early-taps.spec.ts); the link is followed by the client router, once it runs.
    await islandsReady(page)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/en\/blog$/)
  })
})
