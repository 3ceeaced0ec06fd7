import { expect, test, type Page } from '@playwright/test'
import { codeFromOutbox, demoAdmin, islandsReady, newCustomer, outboxMark } from './fixtures'
import { focused, keyboardUser, settled, type Focused } from './keys'

/** Presses Tab (or Shift+Tab) until `done` says so. */
const tabUntil = (page: Page, done: (f: Focused) => boolean, max = 300, key = 'Tab') => keyboardUser(page).tabUntil(done, max, key)

/** The words of a purchase, as the page says them in each language. */
const shop = {
  fa: { home: '/', products: 'محصولات', search: '/search', skip: 'رفتن به نتایج', cheapest: 'ارزان‌ترین', apply: 'اعمال فیلترها', add: 'افزودن به سبد خرید', cart: 'سبد خرید', login: 'ورود و ادامه خرید', code: 'رمز یک‌بار مصرف', address: 'تهران، خیابان آزادی، کوچهٔ دوم، پلاک ۱۲', place: 'ثبت نهایی سفارش', stage: 'بررسی نشده' },
  en: { home: '/en', products: 'Products', search: '/en/search', skip: 'Skip to results', cheapest: 'Cheapest', apply: 'Apply filters', add: 'Add to cart', cart: 'Cart', login: 'Sign in and continue', code: 'One-time password', address: '12 Azadi Street, second alley, Tehran', place: 'Place order', stage: 'Not checked' },
} as const

/**
 * How the focused element shows it has focus: its outline (or, for a visually hidden input, its
 * label's ring) and that colour's contrast against what is behind it.
 */
const focusIndicator = () => {
  const el = document.activeElement as HTMLInputElement | null
  if (!el || el === document.body) return null
  const colours = (value: string) =>
    [...value.matchAll(/rgba?\(([^)]+)\)/g)]
      .map((m) => m[1]!.split(/[\s,/]+/).filter(Boolean).map(Number))
      .filter((p) => (p[3] ?? 1) > 0.5)
      .map((p) => p.slice(0, 3))
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const behind = (from: Element | null) => {
    for (let n = from; n; n = n.parentElement) {
      const c = colours(getComputedStyle(n).backgroundColor)[0]
      if (c) return c
    }
    return [255, 255, 255]
  }
  const style = getComputedStyle(el)
  const hidden = el.getBoundingClientRect().width <= 1
  const shown = hidden ? (el.labels?.[el.labels.length - 1] ?? el) : el
  const marks = !hidden && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? colours(style.outlineColor) : colours(getComputedStyle(shown).boxShadow)
  const bg = luminance(behind(shown.parentElement))
  const contrast = Math.max(0, ...marks.map((c) => (Math.max(luminance(c), bg) + 0.05) / (Math.min(luminance(c), bg) + 0.05)))
  const name = (el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || '').trim().slice(0, 30)
  return { key: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} “${name}”`, contrast }
}

test.describe('by keyboard alone', () => {
  test('the first Tab reaches the skip link, which takes the keyboard past the header', async ({ page }) => {
    await page.goto('/')
    await islandsReady(page)
    await page.keyboard.press('Tab')
    expect((await focused(page)).label).toBe('رفتن به محتوا')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#content$/)
    await page.keyboard.press('Tab')
    expect((await focused(page)).inMain).toBe(true)
  })

  test('the quick-access menu takes focus when opened and gives it back when closed', async ({ page }) => {
    await page.goto('/')
    await islandsReady(page)
    await tabUntil(page, (f) => f.testId === 'quick-access')
    await page.keyboard.press('Enter')
    await expect(page.locator('#quick-access')).toBeVisible()
    expect((await focused(page)).label).toBe('محصولات')
    await page.keyboard.press('Escape')
    await expect(page.locator('#quick-access')).toBeHidden()
    expect((await focused(page)).testId).toBe('quick-access')
  })

  test('on a phone the filter drawer holds the keyboard while open and returns it to its button', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 })
    await page.goto('/search/round-tubes')
    await islandsReady(page)
    await tabUntil(page, (f) => f.testId === 'filters-toggle')
    await page.keyboard.press('Enter')
    const panel = page.getByTestId('filters-panel')
    await expect(panel).toHaveAttribute('role', 'dialog')
    expect((await focused(page)).label).toBe('بستن فیلترها')
    // Backwards from the first control comes the last one in the drawer, never the page behind.
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="filters-panel"]'))).toBe(true)
    await page.keyboard.press('Tab')
    expect((await focused(page)).label).toBe('بستن فیلترها')
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="filters-panel"]'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(panel).not.toHaveAttribute('role', 'dialog')
    expect((await focused(page)).testId).toBe('filters-toggle')
  })

  for (const [locale, w] of Object.entries(shop)) {
    test(`a whole purchase (${locale}): a category, sorted and filtered, a product into the cart, sign in by code, check out`, async ({ page, request }) => {
      test.setTimeout(120_000)
      const admin = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
      const c = newCustomer('کاربر صفحه‌کلید')
      expect((await request.post('/api/customers', { data: c, headers: { Authorization: `JWT ${(await admin.json()).token}` } })).ok()).toBe(true)
      const prefix = locale === 'fa' ? '' : `/${locale}`
      const user = keyboardUser(page)
      const { press, tabUntil } = user

      await page.goto(w.home)
      await settled(page)
      await tabUntil((f) => f.label === w.products && f.href === w.search)
      await press('Enter')
      await expect(page).toHaveURL(new RegExp(`${w.search}$`))
      await settled(page)
      const category = new RegExp(`^${w.search}/[a-z-]+$`)
      await tabUntil((f) => f.inMain && category.test(f.href ?? ''))
      await press('Enter')
      await expect(page).toHaveURL(new RegExp(`${w.search}/[a-z-]+$`))
      await settled(page)

      // The listing's own skip link goes past the categories and the filters to the sort and the products.
      await tabUntil((f) => f.label === w.skip)
      await press('Enter')
      await tabUntil((f) => f.label === w.cheapest, 5)
      await press('Enter')
      await expect(page).toHaveURL(/sort=cheapest/)
      await settled(page)
      await tabUntil((f) => f.name === 'stock')
      await press('Space')
      await tabUntil((f) => f.label === w.apply)
      await press('Enter')
      await expect(page).toHaveURL(/stock=in/)
      await expect(page).toHaveURL(/sort=cheapest/)
      await settled(page)

      await tabUntil((f) => f.label === w.skip)
      await press('Enter')
      await tabUntil((f) => f.card && (f.href ?? '').startsWith(`${prefix}/pr/`), 10)
      await press('Enter')
      await expect(page).toHaveURL(/\/pr\//)
      await settled(page)
      await tabUntil((f) => f.label === w.add)
      await press('Enter')
      await expect(page.getByTestId('cart-count')).toBeVisible()
      // Back up to the header's cart link.
      await tabUntil((f) => f.label.startsWith(w.cart), 120, 'Shift+Tab')
      await press('Enter')
      await expect(page).toHaveURL(/\/cart$/)
      await settled(page)

      await tabUntil((f) => f.label === w.login)
      await press('Enter')
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth/login\\?next=%2F${locale === 'fa' ? '' : `${locale}%2F`}cart$`))
      await settled(page)
      await tabUntil((f) => f.name === 'mobile')
      const since = outboxMark()
      await page.keyboard.type(c.mobile)
      await press('Enter')
      const code = await codeFromOutbox(c.mobile, since)
      await expect(page.getByLabel(w.code)).toBeFocused()
      await page.keyboard.type(code)
      await press('Enter')
      await expect(page).toHaveURL(/\/cart$/)
      await settled(page)

      // The buyer's national code comes first (a person is the buyer unless a company is chosen).
      await tabUntil((f) => f.name === 'buyer.nationalCode')
      await page.keyboard.type('0499370899')
      await tabUntil((f) => f.name === 'address')
      await page.keyboard.type(w.address)
      await tabUntil((f) => f.label === w.place)
      await press('Enter')
      await expect(page).toHaveURL(/\/order\/\d+$/)
      await expect(page.getByTestId('order-stage')).toHaveText(w.stage)
      console.log(`keyboard purchase journey (${locale}): ${user.summary()}`)
    })
  }

  const gallery = {
    en: { path: '/en/gallery', album: 'Factory and production lines', open: 'Open “', caption: 'Rolling hall', zoomIn: 'Zoom in', zoomOut: 'Zoom out', next: 'ArrowRight' },
    // Right to left, the next picture lies to the left.
    fa: { path: '/gallery', album: 'کارخانه و خطوط تولید', open: 'نمایش بزرگ «', caption: 'سالن نورد', zoomIn: 'بزرگ‌نمایی', zoomOut: 'کوچک‌نمایی', next: 'ArrowLeft' },
  } as const
  for (const [locale, w] of Object.entries(gallery)) {
    test(`the gallery (${locale}): an album, a picture in the overlay, zoom, the next picture, Escape back to it`, async ({ page }) => {
      await page.goto(w.path)
      await settled(page)
      await tabUntil(page, (f) => f.inMain && (f.href ?? '').startsWith(`${w.path}/`))
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.album)
      await settled(page)
      await tabUntil(page, (f) => f.label.startsWith(w.open), 60)
      const opener = await focused(page)
      await page.keyboard.press('Enter')
      const overlay = page.getByTestId('gallery-overlay')
      await expect(overlay).toBeVisible()
      const caption = page.locator('.yarl__slide_current [data-testid="overlay-slide"]')
      await expect(caption).toContainText(w.caption)
      expect(await page.evaluate(() => !!document.activeElement?.closest('.yarl__root'))).toBe(true)

      const width = async () => (await caption.boundingBox())!.width
      const before = await width()
      await tabUntil(page, (f) => f.label === w.zoomIn, 20)
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await width()) / before).toBeCloseTo(1.12, 1)
      // Zoomed in, the arrows move the picture; back at its size, they turn to the next one.
      await tabUntil(page, (f) => f.label === w.zoomOut, 20)
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await width()) / before).toBeCloseTo(1, 1)
      await page.keyboard.press(w.next)
      await expect(caption).not.toContainText(w.caption)
      await page.keyboard.press('Escape')
      await expect(overlay).toHaveCount(0)
      // Focus is back on the picture that opened the overlay.
      expect((await focused(page)).label).toBe(opener.label)
    })
  }

  test('every stop shows where focus is, in the theme colour, at 3:1 or more against what is behind it', async ({ page }) => {
    test.setTimeout(120_000)
    for (const path of ['/', '/search/round-tubes', '/auth/login', '/contact', '/questionnaire-of-suppliers', '/en/cart']) {
      await page.goto(path)
      await settled(page)
      const faint = new Set<string>()
      let first: string | null = null
      for (let i = 0; i < 250; i++) {
        await page.keyboard.press('Tab')
        const stop = await page.evaluate(focusIndicator)
        if (!stop) continue
        // Round the page and back to the first stop: every stop has been seen.
        if (stop.key === first) break
        first ??= stop.key
        if (stop.contrast < 3) faint.add(`${stop.key}: ${stop.contrast.toFixed(2)}:1`)
      }
      expect([...faint], path).toEqual([])
    }
  })

  test('every control is named in the page’s language: no English name on a Persian or Arabic page', async ({ page }) => {
    const product = await page.goto('/search').then(() => page.locator('a[href^="/pr/"]').first().getAttribute('href'))
    const album = await page.goto('/gallery').then(() => page.getByTestId('album-card').first().getByRole('link').first().getAttribute('href'))
    for (const path of ['/', '/search/round-tubes', product!, '/cart', '/contact', album!, '/questionnaire-of-suppliers', '/ar', '/ar/search', '/ar/cart']) {
      await page.goto(path)
      await settled(page)
      const names = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea, [role="button"]')]
          .filter((el) => el.getClientRects().length > 0)
          // Named in another language on purpose (the language switcher says so with lang), or an address.
          .filter((el) => !el.closest('[lang]:not(html)') && !el.getAttribute('href')?.startsWith('mailto:'))
          .map((el) => {
            const labelled = el.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
            const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? null
            return (el.getAttribute('aria-label') || labelled || label || el.textContent?.trim() || el.getAttribute('title') || el.getAttribute('alt') || '').trim()
          }),
      )
      // Brand names and Latin product codes may appear in a name; a name with no Persian or Arabic letter is English.
      const english = names.filter((n) => n && !/[\u0600-\u06FF]/.test(n) && /[A-Za-z]{3}/.test(n))
      expect(english, path).toEqual([])
      expect(names.filter((n) => !n), `${path}: unnamed controls`).toEqual([])
    }
  })
})
