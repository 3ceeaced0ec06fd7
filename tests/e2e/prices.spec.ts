import { expect, test, type Locator, type Page } from '@playwright/test'
import { clickPrefetched, demoAdmin, islandsReady, newCustomer, smsTo, trackPrefetches, outboxMark } from './fixtures'

const percents = async (table: Locator) =>
  (await table.getByTestId('board-change').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-percent')))).filter((p) => p !== '').map(Number)

const todayInPersian = () => new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', { timeZone: 'Asia/Tehran', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date())

async function boardRow(page: Page, productId: number) {
  return page.locator(`[data-testid="board-row"][data-product="${productId}"]`)
}

test.describe('the price board', () => {
  test('in Persian: every category in a table, sorted by the day’s change both ways', async ({ page }) => {
    const prefetched = trackPrefetches(page)
    await page.goto('/prices')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('قیمت روز لوله و پروفیل')
    await expect(page.getByRole('navigation', { name: 'منوی اصلی' }).getByRole('link', { name: 'قیمت روز' })).toBeVisible()
    const tables = page.getByTestId('board-category')
    expect(await tables.count()).toBeGreaterThan(5)
    // Prices in Persian digits, the change with its sign and arrow, not colour alone.
    await expect(page.getByTestId('board-price').first()).toHaveText(/^[۰-۹٬]+$/)
    await expect(page.locator('[data-direction="up"]').first()).toContainText('▲')
    await expect(page.locator('[data-direction="up"]').first()).toContainText('+')
    await expect(page.locator('[data-direction="up"]').first().locator('[dir="ltr"]')).toHaveText(/^\+[۰-۹٬]+ \(\+[۰-۹٫]+٪\)$/)
    // And by colour too: up, down and unchanged each in its own, none in the row's (an unchanged
    // price once asked for a colour the theme does not have, and took the row's).
    const colour = (direction: string) => page.locator(`[data-direction="${direction}"]`).first().evaluate((e) => getComputedStyle(e).color)
    const rowColour = await page.getByTestId('board-row').first().evaluate((e) => getComputedStyle(e).color)
    const colours = [await colour('up'), await colour('down'), await colour('same')]
    expect(new Set([...colours, rowColour]).size, `up, down, unchanged and the row: ${colours.join(' · ')} · ${rowColour}`).toBe(4)

    await clickPrefetched(prefetched, tables.first().getByTestId('sort-change'))
    await expect(page).toHaveURL(/\/prices\?sort=change$/)
    const ascending = await percents(tables.first())
    expect(ascending.length).toBeGreaterThan(1)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    await expect(tables.first().getByRole('columnheader', { name: /^تغییر/ })).toHaveAttribute('aria-sort', 'ascending')

    await clickPrefetched(prefetched, tables.first().getByTestId('sort-change'))
    await expect(page).toHaveURL(/\/prices\?sort=change&order=desc$/)
    const descending = await percents(tables.first())
    expect(descending).toEqual([...ascending].sort((a, b) => b - a))
  })

  test('filtered by a brand and a category, the choice kept in the address', async ({ page }) => {
    await page.goto('/prices?sort=price')
    const filters = page.getByTestId('board-filters')
    const brand = filters.getByRole('combobox', { name: /^برند/ })
    const brandName = (await brand.locator('option').nth(1).textContent())!
    await brand.selectOption({ label: brandName })
    await filters.getByRole('button', { name: 'نمایش' }).click()
    await expect(page).toHaveURL(/brand=[a-z-]+/)
    await expect(page).toHaveURL(/sort=price/)
    const rows = page.getByTestId('board-row')
    expect(await rows.count()).toBeGreaterThan(0)
    for (const cell of await rows.locator('td:nth-of-type(3)').allTextContents()) expect(cell).toBe(brandName)

    await page.goto('/prices?category=square-tubes')
    await expect(page.getByTestId('board-category')).toHaveCount(1)
    await expect(page.getByTestId('board-category').locator('caption')).toHaveText('قوطی مربع')
  })

  test('printed: the company header and today’s date, no site chrome or filters', async ({ page }) => {
    await page.goto('/prices')
    await page.emulateMedia({ media: 'print' })
    const header = page.getByTestId('print-header')
    await expect(header).toBeVisible()
    await expect(header).toContainText(todayInPersian())
    await expect(header).toContainText('قیمت روز لوله و پروفیل')
    await expect(page.locator('header.sticky')).toBeHidden()
    await expect(page.getByTestId('board-filters')).toBeHidden()
    await expect(page.locator('footer')).toBeHidden()
    // On screen the tables below the first screen wait until scrolled near; paper gets every row.
    const lastRow = page.getByTestId('board-row').last()
    expect(await lastRow.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
    await expect(lastRow.locator('th')).not.toBeEmpty()
  })

  // The rows write their figures in the browser from numbers: what they write must be what the server
  // drew, or React throws the server's rows away and draws them again (and says so in the console).
  for (const [path, digits] of [['/prices', /^[۰-۹٬]+$/], ['/en/prices', /^[0-9,]+$/], ['/ar/prices', /^[٠-٩٬]+$/]] as const) {
    test(`its rows come alive on the very figures the server drew (${path})`, async ({ page }) => {
      const complaints: string[] = []
      page.on('console', (m) => void (m.type() === 'error' && complaints.push(m.text())))
      page.on('pageerror', (e) => complaints.push(e.message))
      await page.goto(path, { waitUntil: 'commit' })
      const cell = page.getByTestId('board-price').first()
      const drawn = { withoutVat: await cell.locator('.vat-ex').textContent(), withVat: await cell.locator('.vat-in').textContent() }
      expect(drawn.withoutVat).toMatch(digits)
      expect(drawn.withVat).toMatch(digits)
      await cell.locator('.vat-ex').evaluate((e) => e.setAttribute('data-server-drawn', ''))
      // Hydrated: React has claimed the server's node (its own property on the element).
      await expect.poll(() => cell.locator('.vat-ex').evaluate((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber'))), { timeout: 20_000 }).toBe(true)
      await expect(cell.locator('.vat-ex')).toHaveAttribute('data-server-drawn', '')
      expect({ withoutVat: await cell.locator('.vat-ex').textContent(), withVat: await cell.locator('.vat-in').textContent() }).toEqual(drawn)
      expect(complaints).toEqual([])
    })
  }

  test('in English and Arabic, and refreshed in each as soon as staff change a price', async ({ page, request }) => {
    await page.goto('/en/prices')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Today's steel tube and profile prices")
    const first = page.getByTestId('board-row').first()
    const id = Number(await first.getAttribute('data-product'))
    const price = Number(await first.getByTestId('board-price').getAttribute('data-price'))

    const admin = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    const token = (await admin.json()).token as string
    const changed = price + 12_000
    const patched = await request.patch(`/api/products/${id}`, { data: { price: changed }, headers: { Authorization: `JWT ${token}` } })
    expect(patched.ok()).toBe(true)

    for (const path of ['/en/prices', '/ar/prices', '/prices']) {
      await page.goto(path)
      const row = await boardRow(page, id)
      await expect(row.getByTestId('board-price')).toHaveAttribute('data-price', String(changed))
      await expect(row.getByTestId('board-change').locator('[data-direction]')).toHaveAttribute('data-direction', /up|down|same/)
    }
    await page.goto('/ar/prices')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect((await boardRow(page, id)).getByTestId('board-price')).toHaveText(/^[٠-٩٬]+$/)
    // A tube's length as sold is «طول» in the Arabic trade, not «قضيب» (a rod).
    await expect(page.getByRole('cell', { name: 'طول', exact: true }).first()).toBeVisible()
    expect(await page.locator('main').textContent()).not.toContain('قضيب')
  })

  test("comes alive without building a number formatter: its figures stay as the server wrote them", async ({ page }) => {
    // A page's first Intl.NumberFormat loads its language's number data, one long task while the
    // board hydrates (17–44 ms here, four times that on a phone), for figures already on the page.
    await page.addInitScript(() => {
      const w = window as unknown as { numberFormatsBuilt: number }
      w.numberFormatsBuilt = 0
      const count = { construct: (t: typeof Intl.NumberFormat, a: unknown[]) => (w.numberFormatsBuilt++, Reflect.construct(t, a)), apply: (t: typeof Intl.NumberFormat, self: unknown, a: unknown[]) => (w.numberFormatsBuilt++, Reflect.apply(t, self, a)) }
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, count)
    })
    const problems: string[] = []
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()))
    page.on('pageerror', (e) => problems.push(e.message))
    for (const [path, digits] of [['/prices', /^[۰-۹٬]+$/], ['/en/prices', /^[0-9,]+$/], ['/ar/prices', /^[٠-٩٬]+$/]] as const) {
      const served = await (await page.request.get(path)).text()
      await page.goto(path)
      const row = page.getByTestId('board-row').first()
      // Hydrated: React has taken the server's row as its own.
      await expect.poll(() => row.evaluate((tr) => Object.keys(tr).some((k) => k.startsWith('__reactFiber')))).toBe(true)
      const figure = row.getByTestId('board-price').locator('.vat-ex')
      await expect(figure, path).toHaveText(digits)
      expect(served, path).toContain(`>${await figure.textContent()}<`)
      expect(await page.evaluate(() => (window as unknown as { numberFormatsBuilt: number }).numberFormatsBuilt), path).toBe(0)
    }
    expect(problems).toEqual([])
  })

  test('a product page charts its price over 1, 3 and 12 months, also without JavaScript (where the list offers no print button)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/prices')
    // Printing is the browser's own menu here: no button that would do nothing.
    await expect(page.getByTestId('board-row').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'چاپ فهرست قیمت' })).toBeHidden()
    await page.getByTestId('board-row').first().getByRole('link').click()
    const chart = page.getByTestId('price-chart')
    await expect(chart.getByRole('heading', { name: 'تغییرات قیمت' })).toBeVisible()
    await expect(page.getByTestId('price-period-3')).toBeVisible()
    await expect(page.getByTestId('price-period-1')).toBeHidden()
    await expect(page.getByTestId('price-period-12')).toBeHidden()

    await chart.locator('label', { hasText: 'دوازده ماه' }).click()
    await expect(chart.getByRole('radio', { name: 'دوازده ماه' })).toBeChecked()
    const year = page.getByTestId('price-period-12')
    await expect(year).toBeVisible()
    await expect(page.getByTestId('price-period-3')).toBeHidden()
    await expect(year.getByTestId('period-high')).toHaveText(/^[۰-۹٬]+ تومان$/)
    await expect(year.getByRole('img')).toHaveAccessibleDescription(/^قیمت .+ از .+ تا امروز/)
    // Time runs right to left on a Persian page: the year's first price is drawn at the right edge.
    const wide = year.locator('svg[data-drawing="wide"]')
    const start = Number((await wide.getByTestId('price-line').getAttribute('d'))!.match(/^M([\d.]+)/)![1])
    expect(start).toBeGreaterThan(500)
    // Month labels in Persian digits under the chart.
    await expect(wide.locator('text').last()).toHaveText(/[۰-۹]/)
    await context.close()
  })

  for (const locale of ['', '/en'] as const) {
    test(`on a ${locale ? 'English' : 'Persian'} phone the chart’s labels are at least 11 px on screen, with fewer dates`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`${locale}/prices`)
      await page.getByTestId('board-row').first().getByRole('link').first().click()
      const chart = page.getByTestId('price-period-3')
      await expect(chart.locator('svg[data-drawing="narrow"]')).toBeVisible()
      await expect(chart.locator('svg[data-drawing="wide"]')).toBeHidden()
      const labels = await chart.locator('svg[data-drawing="narrow"]').evaluate((svg: SVGSVGElement) => {
        const scale = svg.getScreenCTM()!.a
        return [...svg.querySelectorAll('text')].map((t) => ({ axis: t.dataset.axis, px: parseFloat(getComputedStyle(t).fontSize) * scale, right: t.getBoundingClientRect().right, left: t.getBoundingClientRect().left }))
      })
      expect(labels.filter((l) => l.axis === 'time')).toHaveLength(3)
      for (const label of labels) {
        expect(label.px).toBeGreaterThanOrEqual(11)
        expect(label.left).toBeGreaterThanOrEqual(0)
        expect(label.right).toBeLessThanOrEqual(390)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    })
  }

  test('a customer sets an alert below a price; staff lower the price; the text is in the outbox', async ({ page, request }) => {
    const admin = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    const headers = { Authorization: `JWT ${(await admin.json()).token}` }
    const c = newCustomer('نیما کاظمی')
    expect((await request.post('/api/customers', { data: c, headers })).ok()).toBe(true)
    expect((await page.request.post('/api/customers/login', { data: { email: c.email, password: c.password } })).ok()).toBe(true)

    await page.goto('/prices?category=square-tubes')
    const row = page.getByTestId('board-row').first()
    const id = Number(await row.getAttribute('data-product'))
    const price = Number(await row.getByTestId('board-price').getAttribute('data-price'))
    await row.getByRole('link').click()
    await islandsReady(page)
    const form = page.getByTestId('price-alert-form')
    await form.getByLabel('وقتی قیمت کمتر از این شد').check()
    await form.getByLabel('قیمت (تومان)').fill('صد')
    await form.getByRole('button', { name: 'ثبت هشدار' }).click()
    await expect(form.getByText('قیمت را به تومان و به صورت عدد صحیح بزرگ‌تر از صفر وارد کنید.')).toBeVisible()
    // Persian digits with the Persian thousands sign, as a buyer types them.
    const threshold = price - 1_000
    await form.getByLabel('قیمت (تومان)').fill(threshold.toLocaleString('fa-IR'))
    await form.getByRole('button', { name: 'ثبت هشدار' }).click()
    await expect(page.getByTestId('alert-saved')).toBeVisible()

    const since = outboxMark()
    expect((await request.patch(`/api/products/${id}`, { data: { price: price - 500 }, headers })).ok()).toBe(true)
    expect(smsTo(c.mobile, since)).toEqual([])
    expect((await request.patch(`/api/products/${id}`, { data: { price: price - 2_000 }, headers })).ok()).toBe(true)
    await expect.poll(() => smsTo(c.mobile, since).length).toBe(1)
    expect(smsTo(c.mobile, since)[0]).toMatch(/قیمت جدید [۰-۹٬]+ تومان/)
    // An absolute short link a phone can open: /p/{id} on the site's origin.
    expect(smsTo(c.mobile, since)[0]).toMatch(new RegExp(`https?://[^ ]+/p/${id}$`))

    await page.goto('/profile')
    const alert = page.getByTestId('price-alert')
    await expect(alert).toHaveCount(1)
    await alert.getByRole('button', { name: /^حذف هشدار/ }).click()
    await expect(page.getByTestId('alerts-none')).toBeVisible()
  })
})

test.describe('weights', () => {
  test('the cart says how much the order weighs, in tonnes once past a tonne', async ({ page }) => {
    await page.goto('/prices?category=black-round-tubes')
    await page.getByTestId('board-row').first().getByRole('link').click()
    await islandsReady(page)
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click()
    await expect(page.getByText('با موفقیت اضافه شد.').first()).toBeVisible()
    await page.goto('/cart')
    await islandsReady(page)
    const weight = page.getByTestId('weight-total')
    await expect(weight).toHaveText(/^[۰-۹٫]+ کیلوگرم$/)
    const one = Number(await weight.getAttribute('data-kilograms'))
    expect(one).toBeGreaterThan(1)
    // Enough branches to pass a tonne.
    const quantity = page.locator('input[inputmode="numeric"]').first()
    await quantity.fill(String(Math.ceil(1000 / one) + 1))
    await quantity.blur()
    await expect(weight).toHaveText(/^[۰-۹٫]+ تن$/)
  })
})

