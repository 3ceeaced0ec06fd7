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
    await expect(map.locator('.leaflet-container')).toBeVisible()
    // Each branch is named by a marker: its own, or one it shares with branches too close to part.
    for (const name of ['Head office', 'Iron market sales office', 'Saveh factory', 'Isfahan sales office']) {
      await expect(map.locator(`.branch-marker[title*="${name}"]`)).toHaveCount(1)
    }
    await map.locator('.branch-marker[title="Saveh factory"]').click()
    await expect(map.locator('.leaflet-popup')).toContainText('Kaveh Industrial City')
    expect(tiles.length).toBeGreaterThan(0)
    await expect(page.getByTestId('contact-details')).toContainText('sales@arvand-steel.example')
  })

  // The two Tehran offices are 15 km apart: at the zoom that shows every branch they were two
  // markers 8 px apart, the head office's hidden under the other's.
  for (const [width, locale, tehran, digits] of [
    [390, 'fa', ['دفتر مرکزی', 'دفتر فروش بازار آهن'], '۲'],
    [1280, 'en', ['Head office', 'Iron market sales office'], '2'],
  ] as const) {
    test(`at ${width} px (${locale}) no marker hides another, and branches too close to part share one that lists them`, async ({ page }) => {
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
      await page.setViewportSize({ width, height: 900 })
      await page.goto(locale === 'en' ? '/en/contact' : '/contact')
      const map = page.getByTestId('branch-map')
      await map.scrollIntoViewIfNeeded()
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
