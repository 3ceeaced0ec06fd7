import { expect, test } from '@playwright/test'
import { adminScreen, demoAdmin, islandsReady, seoTitle } from './fixtures'

test.describe('staff admin', () => {
  test('the admin opens in Persian, right to left, for a Persian browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fa-IR' })
    const page = await context.newPage()
    const res = await page.goto('/admin')
    expect(res?.status()).toBe(200)
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
    await page.getByLabel('ایمیل').fill(demoAdmin.email)
    await page.getByLabel('رمز عبور').fill(demoAdmin.password)
    await page.getByRole('button', { name: 'ورود' }).click()
    await expect(page.getByRole('link', { name: 'کارکنان' }).first()).toBeVisible(adminScreen)
    await context.close()
  })

  test('a browser in a language the admin lacks gets Persian', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/admin')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
    await context.close()
  })
})

test.describe('cached pages', () => {
  test('are served from cache and show a staff edit of the SEO title without a rebuild, only in that locale', async ({ request }) => {
    const title = async (path: string) => {
      const raw = (await (await request.get(path)).text()).match(/<title>([^<]*)<\/title>/)?.[1]
      return raw?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    }
    await request.get('/en/services')
    const again = await request.get('/en/services')
    expect(again.headers()['x-nextjs-cache']).toBe('HIT')
    expect(await title('/en/services')).toBe(`Services | ${seoTitle.en}`)

    const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    expect(login.ok()).toBe(true)
    // The session cookie is Secure in production; over plain http the token goes in the header.
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const renamed = 'Arvand Steel Works'
    const edit = await request.post('/api/globals/site-settings?locale=en', { data: { seoTitle: renamed }, headers })
    expect(edit.ok()).toBe(true)

    await expect.poll(() => title('/en/services')).toBe(`Services | ${renamed}`)
    expect(await title('/services')).toBe(`خدمات | ${seoTitle.fa}`)
    const label = await request.get('/api/category/categoryLabel?catLabel=base-info-en')
    expect(await label.json()).toEqual({ data: { seoTitle: renamed } })

    await request.post('/api/globals/site-settings?locale=en', { data: { seoTitle: seoTitle.en }, headers })
    await expect.poll(() => title('/en/services')).toBe(`Services | ${seoTitle.en}`)

    // A phone number is shown in every locale: editing it in Persian refreshes the English pages too.
    // (Each page writes it in its own digits; the number dialled is the same.)
    const phone = async (path: string) => (await (await request.get(path)).text()).includes('href="tel:02199990000"')
    expect(await phone('/en/services')).toBe(false)
    const phoneEdit = await request.post('/api/globals/site-settings?locale=fa', { data: { contacts: { phone: '021-99990000' } }, headers })
    expect(phoneEdit.ok()).toBe(true)
    await expect.poll(() => phone('/en/services')).toBe(true)
    await expect.poll(() => phone('/ar/services')).toBe(true)
    await request.post('/api/globals/site-settings?locale=fa', { data: { contacts: { phone: '021-88776655' } }, headers })
    await expect.poll(() => phone('/en/services')).toBe(false)
  })

  test('a link followed after a staff edit shows the edit (the page\'s flight data is kept and expired like its HTML)', async ({ page, request }) => {
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(r.url())
    })
    const follow = async () => {
      await page.goto('/en')
      await islandsReady(page)
      documents.length = 0
      // Below 1536 px the services link is in the header's «more» menu.
      await page.getByRole('banner').getByRole('button', { name: 'More', exact: true }).click()
      await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click()
      await expect(page).toHaveURL(/\/en\/services$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Followed by the client router: no new document was asked for.
      expect(documents).toEqual([])
    }
    await follow()
    await expect(page).toHaveTitle(`Services | ${seoTitle.en}`)
    // Asked for again, the flight data is now sent as kept.
    await follow()
    await expect(page).toHaveTitle(`Services | ${seoTitle.en}`)

    const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const renamed = 'Arvand Tube Works'
    expect((await request.post('/api/globals/site-settings?locale=en', { data: { seoTitle: renamed }, headers })).ok()).toBe(true)
    try {
      await expect(async () => {
        await follow()
        await expect(page).toHaveTitle(`Services | ${renamed}`, { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
    } finally {
      await request.post('/api/globals/site-settings?locale=en', { data: { seoTitle: seoTitle.en }, headers })
    }
  })
})
