import { expect, test, type Page } from '@playwright/test'
import { demoAdmin, islandsReady, newCustomer, salesInAdmin } from './fixtures'

/**
 * Every digit a visitor reads, with the names of standards and grades taken out ("ASTM A53",
 * "EN 10219", "ISO 9001:2015", "S235JR" keep their Latin digits in every language).
 */
async function visibleDigits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode
      const el = node.parentElement
      if (!el || el.closest('script, style, noscript')) continue
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const text = (node.textContent ?? '').replace(/\b[A-Z][A-Za-z]*(?:[\s-]?\d[\w.:/-]*)+/g, '').replace(/\S+@\S+/g, '')
      const digits = text.match(/[0-9\u06f0-\u06f9\u0660-\u0669]+/g)
      if (digits) found.push(...digits.map((d) => `${d} in «${(node.textContent ?? '').trim().slice(0, 50)}»`))
    }
    return found
  })
}

const pages = ['/', '/search/round-tubes', '/pr/seamless-pipes/28', '/blog', '/gallery', '/about', '/contact', '/employment', '/questionnaire-of-suppliers', '/no-such-page']

for (const [prefix, own, name] of [['', /^[\u06f0-\u06f9]+$/, 'Persian'], ['/ar', /^[\u0660-\u0669]+$/, 'Arabic-Indic']] as const) {
  test(`${prefix || '/'} pages write every number with ${name} digits`, async ({ page }) => {
    for (const path of pages) {
      await page.goto(prefix + path)
      await islandsReady(page)
      const other = (await visibleDigits(page)).filter((d) => !own.test(d.split(' in ')[0]!))
      expect(other, prefix + path).toEqual([])
    }
  })
}

test('the cart badge counts in the page’s digits, not the browser’s', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/pr/seamless-pipes/28')
  await islandsReady(page)
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('۱')
  await context.close()
})

test('a company buyer’s order, its proforma and the receipt form write codes, phones and amounts in the page’s digits', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  const admin = { Authorization: `JWT ${(await login.json()).token}` }
  const buyer = { kind: 'company', companyName: 'شرکت سازه‌گستر البرز', legalId: '14007650912', economicCode: '411122223333', registrationNumber: '56789', address: 'کرج، بلوار جمهوری، خیابان ۱۲، پلاک ۸', postalCode: '3134567890', landline: '026-32541234' }
  const c = newCustomer('مریم حسینی')
  expect((await request.post('/api/customers', { data: { ...c, buyer }, headers: admin })).ok()).toBe(true)
  const context = await browser.newContext({ locale: 'fa-IR' })
  const page = await context.newPage()
  const token = (await (await page.request.post('/api/customers/login', { data: { email: c.email, password: c.password } })).json()).token as string
  const product = (await (await request.get('/api/products?where[status][equals]=published&where[stock][equals]=in_stock&limit=1&depth=0')).json()).docs[0] as { id: number }
  expect((await page.request.put('/api/cart', { data: { lines: [{ productId: product.id, quantity: 2 }] }, headers: { Authorization: `JWT ${token}` } })).ok()).toBe(true)
  await page.goto('/cart')
  await islandsReady(page)
  const checkout = page.getByTestId('checkout')
  await checkout.getByLabel('نشانی تحویل').fill('کرج، شهرک صنعتی سیمین‌دشت، خیابان ۴')
  await checkout.getByLabel('تلفن تماس').fill('09121234567')
  await checkout.getByRole('button', { name: 'ثبت نهایی سفارش' }).click()
  await page.waitForURL(/\/order\/\d+$/)
  const orderId = page.url().split('/').at(-1)!

  for (const [prefix, own] of [['', /^[\u06f0-\u06f9]+$/], ['/ar', /^[\u0660-\u0669]+$/]] as const) {
    for (const path of [`/order/${orderId}`, `/order/${orderId}/invoice`]) {
      await page.goto(prefix + path)
      await islandsReady(page)
      // Addresses are the customer's own words, kept as typed (here in Persian, also on the Arabic page).
      const typed = /[پچژگکی]/
      const other = (await visibleDigits(page)).filter((d) => !own.test(d.split(' in ')[0]!) && !typed.test(d.split(' in ')[1] ?? ''))
      expect(other, prefix + path).toEqual([])
    }
    await page.goto(`${prefix}/order/${orderId}`)
    await islandsReady(page)
    const amount = await page.getByTestId('receipt-form').locator('input[name="amount"]').inputValue()
    expect(amount.replace(/[٬,]/g, ''), `${prefix} receipt amount`).toMatch(own)
  }
  await context.close()

  // Sales read the order's total in the Persian admin grouped, in Persian digits.
  const staff = await salesInAdmin(browser)
  await staff.page.goto('/admin/collections/orders')
  const totals = staff.page.locator('tbody td.cell-total')
  await expect(totals.first()).toBeVisible()
  for (const text of await totals.allTextContents()) expect(text).toMatch(/^[\u06f0-\u06f9]{1,3}(٬[\u06f0-\u06f9]{3})+$/)
  // Payload's own count under the list, «۱-۱۰ از ۴۲», in Persian digits too.
  await expect(staff.page.locator('.page-controls__page-info').first()).toHaveText(/^[\u06f0-\u06f9]+-[\u06f0-\u06f9]+ از [\u06f0-\u06f9]+$/)
  await staff.page.goto(`/admin/collections/orders/${orderId}`)
  await expect(staff.page.locator('#field-total')).toHaveText(/^[\u06f0-\u06f9]{1,3}(٬[\u06f0-\u06f9]{3})+$/)
  await staff.context.close()
})
