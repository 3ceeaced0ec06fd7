import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demoAdmin, formAnswers, newCustomer, salesInAdmin, smsTo, outboxMark } from './fixtures'
import { pdf } from './forms'

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** A new customer, signed in in this page's browser (by password, as the accounts tests prove the rest). */
async function signedInCustomer(page: Page, request: APIRequestContext, name: string) {
  const c = newCustomer(name)
  expect((await request.post('/api/customers', { data: c, headers: await staffHeaders(request) })).ok()).toBe(true)
  expect((await page.request.post('/api/customers/login', { data: { email: c.email, password: c.password } })).ok()).toBe(true)
  return c
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('request for quotation', () => {
  test('fa: a custom size is requested from the board, priced in the Persian admin, texted, accepted, and ordered at the quoted prices with the freight', async ({ page, request, browser }) => {
    test.setTimeout(240_000)
    const c = await signedInCustomer(page, request, 'مهدی یزدانی')

    const reference = await test.step('the board leads to the form; bad sizes are named; the request is sent with a drawing', async () => {
      await page.goto('/prices')
      await page.getByTestId('board-rfq').click()
      await expect(page).toHaveURL(/\/rfq$/)
      const form = page.getByTestId('rfq-form')
      await formAnswers(form)
      await form.getByLabel('شکل مقطع').selectOption({ label: 'قوطی مربع' })
      await form.getByLabel('قطر یا ضلع (میلی‌متر)').fill('۴۰')
      await form.getByLabel('ضخامت دیواره (میلی‌متر)').fill('20')
      await form.getByLabel('مقدار').fill('۲٫۵')
      await form.getByLabel('گرید یا استاندارد').fill('S235')
      await form.locator('#f-province').selectOption({ label: 'یزد' })
      await form.getByRole('button', { name: 'ارسال' }).click()
      await expect(form.getByText('ضخامت باید کمتر از نصف کوچک‌ترین ضلع یا قطر باشد.').first()).toBeVisible()
      await form.getByLabel('ضخامت دیواره (میلی‌متر)').fill('2')
      // The province's capital is chosen for its city.
      await expect(form.locator('#f-city')).toHaveValue('yazd')
      await form.locator('input[type=file]').setInputFiles(pdf('plan.pdf'))
      await form.getByRole('button', { name: 'ارسال' }).click()
      const reference = page.getByTestId('reference')
      await expect(reference).toHaveText(/^RFQ-[2-9A-Z]{4}-[2-9A-Z]{4}$/, { timeout: 20_000 })
      return (await reference.textContent())!
    })

    const admin = await staffHeaders(request)
    const found = await (await request.get(`/api/quote-requests?where[reference][equals]=${reference}&depth=0`, { headers: admin })).json()
    const id = found.docs[0].id as number
    expect(found.docs[0]).toMatchObject({ status: 'sent', province: 'yazd', city: 'yazd' })

    const since = outboxMark()
    await test.step('sales price the line, add freight and send the quote from the Persian admin', async () => {
      const { context, page: staff } = await salesInAdmin(browser)
      await staff.goto(`/admin/collections/quote-requests/${id}`)
      await expect(staff.getByText(reference).first()).toBeVisible()
      await staff.locator('#field-lines__0__unitPrice').fill('41250000')
      await staff.locator('#field-freight').fill('4500000')
      const status = staff.locator('#field-status')
      const option = staff.getByRole('option', { name: 'پیش‌فاکتور ارسال شد' })
      await expect(async () => {
        await status.click()
        await expect(option).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 30_000 })
      await option.click()
      await staff.getByRole('button', { name: 'ذخیره' }).click()
      await expect(staff.getByText(/با موفقیت/).first()).toBeVisible({ timeout: 15_000 })
      await context.close()
    })

    await test.step('the customer is texted the link and reads the quote as a proforma numbered as the request', async () => {
      await expect.poll(() => smsTo(c.mobile, since).join('\n'), { timeout: 15_000 }).toContain(`${reference} آماده است`)
      const link = smsTo(c.mobile, since).join('\n').match(/\/rfq\/\d+/)![0]
      await page.goto(link)
      await expect(page.getByTestId('rfq-state')).toHaveText('پیش‌فاکتور ارسال شد')
      await expect(page.getByTestId('invoice-number')).toHaveText(reference)
      await expect(page.getByRole('heading', { name: 'پیش‌فاکتور استعلام قیمت' })).toBeVisible()
      const items = page.getByTestId('invoice-items')
      await expect(items).toContainText('قوطی مربع ۴۰ × ۲ میلی‌متر، ۶ متر، S235')
      await expect(items).toContainText('۴۱٬۲۵۰٬۰۰۰')
      await expect(page.getByTestId('invoice-freight-charge')).toContainText('۴٬۵۰۰٬۰۰۰')
      await expect(page.getByTestId('rfq-history')).toContainText('پیش‌فاکتور ارسال شد')
    })

    await test.step('accepts it: one order at the quoted prices, with the freight', async () => {
      const accept = page.getByTestId('rfq-accept')
      await accept.getByLabel('نشانی تحویل').fill('یزد، بلوار صنعت، پلاک ۱۲')
      await accept.getByRole('button', { name: 'پذیرش پیش‌فاکتور و ثبت سفارش' }).click()
      await expect(page).toHaveURL(/\/order\/\d+$/)
      await expect(page.getByText('قوطی مربع ۴۰ × ۲ میلی‌متر، ۶ متر، S235')).toBeVisible()
      await expect(page.getByText('۴۱٬۲۵۰٬۰۰۰').first()).toBeVisible()
      await expect(page.getByTestId('order-freight')).toContainText('۴٬۵۰۰٬۰۰۰')
      // 2.5 t × 41,250,000 + 4,500,000 freight.
      await expect(page.getByTestId('order-total')).toContainText('۱۰۷٬۶۲۵٬۰۰۰')
      await page.goto(`/rfq/${id}`)
      await expect(page.getByTestId('rfq-state')).toHaveText('پذیرفته شد')
      await expect(page.getByTestId('rfq-accept')).toHaveCount(0)
    })
  })

  test('en at 390 px: a product’s quote request is filled on a phone without sideways scrolling; another customer’s quote is not found', async ({ page, request, browser }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 390, height: 844 })
    await signedInCustomer(page, request, 'Nadia Rahimi')
    const res = await request.get('/api/products?where[status][equals]=published&where[unit][equals]=branch&sort=id&limit=1&depth=1&locale=en')
    const product = (await res.json()).docs[0] as { id: number; title: string; category: { slug: string } }
    await page.goto(`/en/pr/${product.category.slug}/${product.id}`)
    await page.getByTestId('product-rfq').click()
    await expect(page).toHaveURL(new RegExp(`/en/rfq\\?product=${product.id}$`))
    const form = page.getByTestId('rfq-form')
    await formAnswers(form)
    await expect(form.getByTestId('rfq-product-line')).toHaveText(product.title)
    expect(await sideways(page)).toBeLessThanOrEqual(0)
    await form.getByLabel('Quantity').fill('40')
    await form.locator('#f-province').selectOption({ label: 'Isfahan' })
    await form.locator('#f-city').selectOption({ label: 'Kashan' })
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByTestId('reference')).toHaveText(/^RFQ-/, { timeout: 20_000 })
    await page.goto('/en/rfq')
    await expect(page.getByTestId('rfq-status').first()).toHaveText('Sent to sales')
    expect(await sideways(page)).toBeLessThanOrEqual(0)

    // To another customer this request does not exist: the 404 page, and its accept is refused as not found.
    const href = await page.getByTestId('rfq-mine').getByRole('link').first().getAttribute('href')
    const id = Number(href!.match(/\/rfq\/(\d+)$/)![1])
    const stranger = await browser.newContext()
    const other = await stranger.newPage()
    await signedInCustomer(other, request, 'Omid Farahani')
    expect((await other.goto(`/en/rfq/${id}`))!.status()).toBe(404)
    // The accept button's own form, posted from that customer's page.
    const [accept] = await Promise.all([
      other.waitForResponse((r) => r.url().endsWith(`/api/rfq/${id}/accept`)),
      other.evaluate((quote) => {
        const form = Object.assign(document.createElement('form'), { method: 'post', action: `/api/rfq/${quote}/accept` })
        for (const [name, value] of Object.entries({ locale: 'en', address: 'Kashan, Amirkabir Street 12', phone: '09131234567' })) form.append(Object.assign(document.createElement('input'), { name, value }))
        document.body.append(form)
        form.submit()
      }, id),
    ])
    expect(accept.status()).toBe(404)
    await stranger.close()
  })
})
