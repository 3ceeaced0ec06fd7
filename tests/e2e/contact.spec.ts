import { expect, test } from '@playwright/test'
import { demoAdmin, islandsReady } from './fixtures'

test.describe('contact', () => {
  test('map with every branch on it, even when no map tile loads', async ({ page }) => {
    const tiles: string[] = []
    // There is no internet here, and the map must not depend on it: every tile request fails.
    await page.route(/tile\.openstreetmap\.org/, (route) => {
      tiles.push(route.request().url())
      return route.abort()
    })
    await page.goto('/en/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
    await expect(page.getByTestId('branch')).toHaveCount(4)
    await expect(page.getByTestId('branch').first()).toContainText('Head office')
    await expect(page.getByTestId('branch').first()).toContainText('021-88776600')
    const map = page.getByTestId('branch-map')
    // Each branch is named by a marker: its own, or one it shares with branches too close to part;
    // so on the map the server draws, and on the live one it becomes when taken in hand.
    const named = async () => {
      for (const name of ['Head office', 'Iron market sales office', 'Saveh factory', 'Isfahan sales office']) {
        await expect(map.locator(`.branch-marker[title*="${name}"]`)).toHaveCount(1)
      }
    }
    await named()
    // Where each marker stands on the screen: the live map starts from the drawn one's view.
    const places = () => map.locator('.branch-marker').evaluateAll((els) => els.map((e) => ({ title: e.getAttribute('title'), x: e.getBoundingClientRect().x + e.getBoundingClientRect().width / 2, y: e.getBoundingClientRect().y + e.getBoundingClientRect().height / 2 })))
    const drawn = await places()
    await map.getByRole('button', { name: 'Move and zoom the map' }).click()
    await expect(map.locator('.leaflet-container')).toBeVisible()
    await expect(map).toHaveAttribute('data-map', 'live')
    await named()
    const live = await places()
    expect(live.map((p) => p.title)).toEqual(drawn.map((p) => p.title))
    for (const [i, p] of live.entries()) {
      expect(Math.abs(p.x - drawn[i]!.x), p.title!).toBeLessThanOrEqual(2)
      expect(Math.abs(p.y - drawn[i]!.y), p.title!).toBeLessThanOrEqual(2)
    }
    await map.locator('.branch-marker[title="Saveh factory"]').click()
    await expect(map.locator('.leaflet-popup')).toContainText('Kaveh Industrial City')
    expect(tiles.length).toBeGreaterThan(0)
    await expect(page.getByTestId('contact-details')).toContainText('sales@arvand-steel.example')
  })

  // The two Tehran offices are 15 km apart: at the zoom that shows every branch they were two
  // markers 8 px apart, the head office's hidden under the other's.
  for (const [width, locale, tehran, digits, use] of [
    [390, 'fa', ['دفتر مرکزی', 'دفتر فروش بازار آهن'], '۲', 'جابه‌جایی و بزرگ‌نمایی نقشه'],
    [1280, 'en', ['Head office', 'Iron market sales office'], '2', 'Move and zoom the map'],
  ] as const) {
    test(`at ${width} px (${locale}) no marker hides another, and branches too close to part share one that lists them`, async ({ page }) => {
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
      await page.setViewportSize({ width, height: 900 })
      await page.goto(locale === 'en' ? '/en/contact' : '/contact')
      const map = page.getByTestId('branch-map')
      await map.scrollIntoViewIfNeeded()
      await map.getByRole('button', { name: use }).click()
      await expect(map).toHaveAttribute('data-map', 'live')
      const markers = map.locator('.branch-marker')
      await expect(markers.first()).toBeVisible()
      const apart = async () => {
        const boxes = await markers.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))
        for (let i = 0; i < boxes.length; i++)
          for (let j = 0; j < i; j++) {
            const [a, b] = [boxes[i]!, boxes[j]!]
            const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
            expect(overlap, `markers ${i} and ${j} overlap`).toBe(false)
          }
        return boxes.length
      }
      expect(await apart()).toBe(3)
      const shared = markers.filter({ hasText: digits })
      await expect(shared).toHaveCount(1)
      for (const name of tehran) await expect(shared).toHaveAttribute('title', new RegExp(name))
      await shared.click()
      await expect(map.locator('.leaflet-popup')).toContainText(tehran[0])
      await expect(map.locator('.leaflet-popup')).toContainText(tehran[1])
      // Zoomed in, the two offices part into markers of their own.
      await map.locator('.leaflet-popup-close-button').click()
      await expect(async () => {
        if ((await markers.count()) < 4) await map.locator('.leaflet-control-zoom-in').click()
        await expect(markers).toHaveCount(4, { timeout: 1000 })
      }).toPass({ timeout: 20_000 })
      expect(await apart()).toBe(4)
      for (const name of tehran) await expect(map.locator(`.branch-marker[title="${name}"]`)).toHaveCount(1)
    })
  }

  test('without JavaScript the map shows every branch on its tiles, and it needs no script until taken in hand (fa, 390 px)', async ({ browser }) => {
    // The narrowest box the view is made for: a phone's.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const tiles: string[] = []
    await page.route(/tile\.openstreetmap\.org/, (route) => {
      tiles.push(route.request().url())
      return route.abort()
    })
    await page.goto('/contact')
    const map = page.getByTestId('branch-map')
    await expect(map.getByRole('img', { name: 'نقشه شعبه‌ها' })).toBeVisible()
    // The two Tehran offices share a marker at the zoom that shows every branch; it counts them.
    await expect(map.locator('.branch-marker')).toHaveCount(3)
    await expect(map.locator('.branch-marker', { hasText: '۲' })).toHaveAttribute('title', /دفتر مرکزی.*دفتر فروش بازار آهن/)
    for (const name of ['کارخانه ساوه', 'دفتر فروش اصفهان']) await expect(map.locator(`.branch-marker[title="${name}"]`)).toHaveCount(1)
    // Every marker lies inside the map's box, and the tiles under it were asked for.
    const box = (await map.boundingBox())!
    for (const marker of await map.locator('.branch-marker').all()) {
      const at = (await marker.boundingBox())!
      expect(at.x).toBeGreaterThanOrEqual(box.x)
      expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width)
      expect(at.y).toBeGreaterThanOrEqual(box.y)
      expect(at.y + at.height).toBeLessThanOrEqual(box.y + box.height)
    }
    await expect.poll(() => tiles.length).toBeGreaterThan(0)
    expect(tiles.every((url) => /^https:\/\/[abc]\.tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url)), tiles.join(' ')).toBe(true)
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible()
    await context.close()
  })

  test('from the keyboard the map wakes with its button and takes the focus, so its keys move it (ar)', async ({ page }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
    await page.goto('/ar/contact')
    const map = page.getByTestId('branch-map')
    const use = map.getByRole('button', { name: 'تحريك الخريطة وتكبيرها' })
    await expect(use).toHaveAttribute('data-hydrated', 'true')
    await use.focus()
    await page.keyboard.press('Enter')
    await expect(map).toHaveAttribute('data-map', 'live')
    await expect(map.locator('.leaflet-container')).toBeFocused()
    const markers = map.locator('.branch-marker')
    await expect(markers).toHaveCount(3)
    // Leaflet's own keys: zoomed in far enough, the two Tehran offices part.
    await expect(async () => {
      if ((await markers.count()) < 4) await page.keyboard.press('+')
      await expect(markers).toHaveCount(4, { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
  })

  test('leaflet loads on the contact page only', async ({ page }) => {
    await page.goto('/en/blog')
    await islandsReady(page)
    expect(await page.locator('.leaflet-container').count()).toBe(0)
    const leafletStyles = () => page.evaluate(() => [...document.styleSheets].some((s) => [...s.cssRules].some((r) => r.cssText.includes('.leaflet-pane'))))
    expect(await leafletStyles()).toBe(false)
  })

  test('a consultation request: the form checks it, the server saves it, staff see it', async ({ page, request }) => {
    await page.goto('/contact')
    await islandsReady(page)
    const form = page.getByTestId('consultation-form')
    await form.getByRole('button', { name: 'ارسال درخواست' }).click()
    await expect(form.getByText('پر کردن تمامی فیلدها الزامی است.')).toBeVisible()
    await expect(form.getByText('پر کردن این فیلد الزامی است!').first()).toBeVisible()

    const subject = `Price of 2 inch pipe ${Date.now()}`
    await form.getByLabel('نام و نام خانوادگی').fill('رضا کریمی')
    await form.getByLabel('شماره موبایل').fill('0212345678')
    await form.getByLabel('موضوع').fill(subject)
    await form.getByLabel('متن درخواست').fill('لطفاً برای قیمت ۲۰۰ شاخه لوله ۲ اینچ تماس بگیرید.')
    await form.getByRole('button', { name: 'ارسال درخواست' }).click()
    await expect(form.getByText('فرمت موبایل نادرست است!')).toBeVisible()

    await form.getByLabel('شماره موبایل').fill('۰۹۱۲۳۴۵۶۷۸۹')
    await form.getByRole('button', { name: 'ارسال درخواست' }).click()
    await expect(page.getByTestId('notification')).toContainText('درخواست شما با موفقیت ثبت شد.')
    await expect(form.getByLabel('موضوع')).toHaveValue('')

    const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const found = await request.get(`/api/consultation-requests?where[subject][equals]=${encodeURIComponent(subject)}`, { headers })
    const { docs } = await found.json()
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ fullName: 'رضا کریمی', mobileNumber: '09123456789', status: 'new', locale: 'fa' })
  })

  test('guests can neither read nor create requests through the API', async ({ playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL })
    expect((await guest.get('/api/consultation-requests')).status()).toBe(403)
    const post = await guest.post('/api/consultation-requests', { data: { fullName: 'x', mobileNumber: '09120000000', subject: 'x', text: 'xxxxxxxxxxxx' } })
    expect(post.status()).toBe(403)
    await guest.dispose()
  })

  test('the form speaks English and Arabic', async ({ page }) => {
    await page.goto('/en/contact#consultation')
    await islandsReady(page)
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Filling all fields is mandatory.')).toBeVisible()
    await page.goto('/ar/contact')
    await islandsReady(page)
    await page.getByLabel('رقم الجوال').fill('123')
    await page.getByRole('button', { name: 'إرسال الطلب' }).click()
    await expect(page.getByText('صيغة رقم الجوال غير صحيحة!')).toBeVisible()
  })

  test('a staff edit to a branch shows without a rebuild: shared values in every language, text in its own', async ({ request }) => {
    const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const { docs } = await (await request.get('/api/branches?sort=sortOrder&limit=1&locale=en', { headers })).json()
    const branch = docs[0] as { id: number; phone: string; title: string }
    const page = async (path: string) => (await request.get(path)).text()
    await page('/en/contact')
    await page('/ar/contact')

    expect((await request.patch(`/api/branches/${branch.id}?locale=fa`, { data: { phone: '021-12345678' }, headers })).ok()).toBe(true)
    await expect.poll(async () => (await page('/en/contact')).includes('021-12345678')).toBe(true)
    await expect.poll(async () => (await page('/ar/contact')).includes('021-12345678')).toBe(true)

    expect((await request.patch(`/api/branches/${branch.id}?locale=en`, { data: { title: 'Head office (Tehran)' }, headers })).ok()).toBe(true)
    await expect.poll(async () => (await page('/en/contact')).includes('Head office (Tehran)')).toBe(true)
    expect(await page('/ar/contact')).not.toContain('Head office (Tehran)')

    await request.patch(`/api/branches/${branch.id}?locale=en`, { data: { title: branch.title }, headers })
    await request.patch(`/api/branches/${branch.id}?locale=fa`, { data: { phone: branch.phone }, headers })
  })
})
