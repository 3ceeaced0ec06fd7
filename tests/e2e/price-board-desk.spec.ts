import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { demoAdmin, islandsReady } from './fixtures'

/** Latin digits of a number as the page writes it in Persian, Arabic or English. */
const digitsOf = (text: string) => Number(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[^\d]/g, ''))

/** Each row's figures as the page holds them. */
async function boardFigures(page: Page) {
  return page.getByTestId('board-row').evaluateAll((rows) =>
    rows.map((r) => ({
      size: r.querySelector('td')!.textContent!,
      price: Number(r.querySelector('[data-testid="board-price"]')!.getAttribute('data-price')),
      perKg: Number(r.querySelector('[data-testid="board-per-kg"]')!.getAttribute('data-price')),
      perTon: Number(r.querySelector('[data-testid="board-per-ton"]')!.getAttribute('data-price')),
    })),
  )
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('the buyer’s price board', () => {
  test('in Persian at 1280 px: filtered by wall thickness in the address, per kg and per ton beside each price', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/prices')
    const all = await page.getByTestId('board-row').count()
    const filters = page.getByTestId('board-filters')
    await filters.getByLabel('ضخامت دیواره (میلی‌متر)').selectOption({ label: '۲٫۵' })
    await filters.getByRole('button', { name: 'نمایش' }).click()
    await expect(page).toHaveURL(/[?&]wall=2\.5(&|$)/)
    const rows = await boardFigures(page)
    expect(rows.length).toBeGreaterThan(3)
    expect(rows.length).toBeLessThan(all)
    // The size's last figure is the wall: Ø ۴۲٫۴ × ۲٫۵.
    for (const r of rows) expect(r.size).toMatch(/× ۲٫۵$/)
    for (const r of rows.filter((x) => x.perKg > 0)) expect(r.perTon).toBe(r.perKg * 1000)
    await expect(page.getByTestId('board-count')).toHaveText(new RegExp(`^${rows.length.toLocaleString('fa-IR')} محصول`))
    // The chosen value stays chosen, and the per-ton column is named in the table's heading.
    await expect(filters.getByLabel('ضخامت دیواره (میلی‌متر)')).toHaveValue('2.5')
    await expect(page.getByRole('columnheader', { name: /^هر تن \(تومان\)/ }).first()).toBeVisible()
  })

  for (const [prefix, wallLabel, perTon] of [['', 'ضخامت دیواره (میلی‌متر)', 'هر تن'], ['/en', 'Wall thickness (mm)', 'Per ton']] as const) {
    test(`on a ${prefix ? 'English' : 'Persian'} phone: each row a card with its price per ton on screen, nothing sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`${prefix}/prices`)
      const filters = page.getByTestId('board-filters')
      await filters.getByLabel(wallLabel).selectOption('2.5')
      await filters.getByRole('button', { name: prefix ? 'Show' : 'نمایش' }).click()
      await expect(page).toHaveURL(/wall=2\.5/)
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0)
      const row = page.getByTestId('board-row').first()
      await row.scrollIntoViewIfNeeded()
      const ton = row.getByTestId('board-per-ton')
      await expect(ton).toBeVisible()
      const box = (await ton.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      // The figure a buyer reads is the one the row holds, under its column's name.
      expect(digitsOf((await ton.locator('.vat-ex').textContent())!)).toBe(Number(await ton.getAttribute('data-price')))
      expect(await ton.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${perTon}"`)
      // The table's headings give way to the card's own labels.
      await expect(page.getByRole('columnheader').first()).toBeHidden()
    })
  }

  test('with VAT chosen, the board, the product page and the cart show prices with tax; the choice is kept', async ({ page }) => {
    await page.goto('/prices?category=square-tubes&wall=2.5')
    const row = page.getByTestId('board-row').first()
    const price = Number(await row.getByTestId('board-price').getAttribute('data-price'))
    await expect(row.getByTestId('board-price').locator('.vat-ex')).toBeVisible()
    await expect(row.getByTestId('board-price').locator('.vat-in')).toBeHidden()

    await page.getByTestId('vat-switch').getByRole('link', { name: 'با ارزش افزوده' }).click()
    // Back on the same board, filters kept, now with tax at the settings' 10 %.
    await expect(page).toHaveURL(/\/prices\?category=square-tubes&wall=2\.5$/)
    const withTax = row.getByTestId('board-price').locator('.vat-in')
    await expect(withTax).toBeVisible()
    expect(digitsOf((await withTax.textContent())!)).toBe(price + Math.round(price / 10))
    await expect(page.getByTestId('vat-switch').getByRole('link', { name: /با ارزش افزوده \(انتخاب‌شده\)/ })).toBeVisible()
    await expect(page.getByText('قیمت‌ها به تومان و با ۱۰ درصد مالیات بر ارزش افزوده است.')).toBeVisible()

    await row.getByRole('link').first().click()
    await islandsReady(page)
    const shown = page.getByTestId('price').getByTestId('price-with-vat')
    await expect(shown).toBeVisible()
    expect(digitsOf((await shown.textContent())!)).toBe(price + Math.round(price / 10))
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click()
    await page.goto('/cart')
    await expect(page.getByTestId('cart-total-with-vat')).toBeVisible()
    expect(digitsOf((await page.getByTestId('cart-total-with-vat').textContent())!)).toBe(price + Math.round(price / 10))
    expect(digitsOf((await page.getByTestId('cart-vat-amount').textContent())!)).toBe(Math.round(price / 10))

    // And back: without tax, the cart's tax lines hide.
    await page.getByTestId('vat-switch').getByRole('link', { name: 'بدون ارزش افزوده' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByTestId('cart-total')).toBeVisible()
    await expect(page.getByTestId('cart-total-with-vat')).toBeHidden()
  })

  for (const locale of ['fa', 'en'] as const) {
    test(`downloads the filtered board as XLSX in ${locale === 'fa' ? 'Persian, right to left' : 'English'}, dated, its cells as on the page`, async ({ page }) => {
      await page.goto(`${locale === 'fa' ? '' : '/en'}/prices?wall=2.5&sort=price`)
      const onPage = await boardFigures(page)
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('board-download').click()])
      expect(download.suggestedFilename()).toMatch(/^prices-\d{4}-\d{2}-\d{2}\.xlsx$/)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer)
      const sheet = workbook.worksheets[0]!
      expect(sheet.name).toBe(locale === 'fa' ? 'قیمت‌ها' : 'Prices')
      expect(sheet.views[0]?.rightToLeft ?? false).toBe(locale === 'fa')
      const date = (await page.getByTestId('board-date').textContent())!.replace(locale === 'fa' ? 'قیمت‌های روز ' : 'Prices for ', '')
      expect(String(sheet.getCell('A1').value)).toContain(date)
      expect(String(sheet.getCell('A2').value)).toBe(locale === 'fa' ? 'قیمت‌ها به تومان و بدون مالیات بر ارزش افزوده است. قیمت نهایی هنگام صدور پیش‌فاکتور تأیید می‌شود.' : 'Prices are in toman, before value-added tax. The final price is confirmed on the proforma invoice.')
      const headers = (sheet.getRow(4).values as unknown[]).slice(1)
      expect(headers).toContain(locale === 'fa' ? 'هر تن (تومان)' : 'Per ton (toman)')
      const column = (name: string) => headers.indexOf(name) + 1
      const [priceCol, tonCol] = locale === 'fa' ? [column('قیمت امروز (تومان)'), column('هر تن (تومان)')] : [column("Today's price (toman)"), column('Per ton (toman)')]
      const cells = Array.from({ length: sheet.rowCount - 4 }, (_, i) => sheet.getRow(5 + i)).map((r) => ({ price: Number(r.getCell(priceCol).value), perTon: Number(r.getCell(tonCol).value ?? 0) }))
      expect(cells).toEqual(onPage.map((r) => ({ price: r.price, perTon: r.perTon })))
    })
  }

  test('the download follows the VAT choice', async ({ page }) => {
    await page.goto('/en/prices?wall=2.5')
    await page.getByTestId('vat-switch').getByRole('link', { name: 'With VAT' }).click()
    await expect(page).toHaveURL(/\/en\/prices\?wall=2\.5$/)
    const price = Number(await page.getByTestId('board-price').first().getAttribute('data-price'))
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('board-download').click()])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer)
    const sheet = workbook.worksheets[0]!
    expect(String(sheet.getCell('A2').value)).toBe('Prices are in toman, with 10 % value-added tax. The final price is confirmed on the proforma invoice.')
    expect(Number(sheet.getRow(5).getCell(7).value)).toBe(price + Math.round(price / 10))
  })

  test('the cart says what delivery to the chosen province costs, and follows the sales office’s freight table', async ({ page, request }) => {
    await page.goto('/en/prices?category=square-tubes')
    await page.getByTestId('board-row').first().getByRole('link').first().click()
    await islandsReady(page)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.goto('/en/cart')
    const freight = page.getByTestId('cart-freight')
    await freight.getByLabel('Delivery province').selectOption({ label: 'Tehran' })
    // One branch weighs far less than the tonnage the minimum charge covers.
    const result = freight.getByTestId('freight-result')
    await expect(result).toHaveAttribute('data-kind', 'priced')
    await expect(result).toContainText('Freight to Tehran')
    await expect(result).toContainText('minimum charge')
    await expect(result).toHaveAttribute('data-cost', '1500000')

    // Sales raise Tehran's minimum: the cart's next answer has it.
    const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const table = await (await request.get('/api/globals/freight-rates?depth=0', { headers })).json()
    const raised = table.rates.map((r: { province: string; minimum: number }) => (r.province === 'tehran' ? { ...r, minimum: 1_750_000 } : r))
    expect((await request.post('/api/globals/freight-rates', { data: { rates: raised }, headers })).ok()).toBe(true)
    try {
      await page.reload()
      await expect(freight.getByLabel('Delivery province')).toHaveValue('tehran')
      await expect(result).toHaveAttribute('data-cost', '1750000')
      await expect(result).toContainText('1,750,000')
    } finally {
      await request.post('/api/globals/freight-rates', { data: { rates: table.rates }, headers })
    }

    // A province without a rate: sales quote it.
    await freight.getByLabel('Delivery province').selectOption({ label: 'Sistan and Baluchestan' })
    await expect(result).toHaveAttribute('data-kind', 'no-rate')
    await expect(result).toHaveText('No freight rate is set for Sistan and Baluchestan; our sales team will quote it.')
  })
})
