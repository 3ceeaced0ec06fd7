import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { adminLanguageCookie } from '../../lib/i18n/admin-language'
import { adminScreen, demoAdmin, islandsReady, newCustomer } from './fixtures'

/** Browsers of staff: one set to English, one to Persian. The admin must not follow either. */
const browsers = [
  { name: 'English', locale: 'en-US' },
  { name: 'Persian', locale: 'fa-IR' },
] as const

const gregorianYear = /\b(19|20)\d\d\b|[۱1][۹9][۰-۹]{2}|[۲2][۰0][۰-۹]{2}/

/**
 * The browser's locale sets its Accept-Language (the tests check it is sent). Not through
 * extraHTTPHeaders: that would also override the language the admin's own requests ask for.
 */
async function staffBrowser(browser: Browser, b: (typeof browsers)[number]) {
  const context = await browser.newContext({ locale: b.locale })
  return { context, outside: recordOutsideRequests(context) }
}

/** Every request the pages make to a host other than the app's own (an avatar service, a CDN…). */
function recordOutsideRequests(context: BrowserContext): string[] {
  const outside: string[] = []
  const own = new URL(test.info().project.use.baseURL!).host
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (/^(https?|wss?):$/.test(url.protocol) && url.host !== own) outside.push(request.url())
  })
  return outside
}

async function logIn(page: Page, email: string = demoAdmin.email, password: string = demoAdmin.password) {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expectPersianAdmin(page)
  await page.getByLabel('ایمیل').fill(email)
  await page.getByLabel('رمز عبور').fill(password)
  await page.getByRole('button', { name: 'ورود' }).click()
  await page.waitForURL(/\/admin$/)
}

async function expectPersianAdmin(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
  await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
}

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** A new customer places an order for one product in the shop; returns the order's id and number. */
async function placeOrder(browser: Browser, request: APIRequestContext) {
  const customer = newCustomer('نرگس احمدی')
  expect((await request.post('/api/customers', { data: customer, headers: await staffHeaders(request) })).ok()).toBe(true)
  const products = await request.get('/api/products?where[status][equals]=published&where[stock][equals]=in_stock&sort=id&limit=1')
  const productId = (await products.json()).docs[0].id as number

  const context = await browser.newContext({ locale: 'fa-IR' })
  const page = await context.newPage()
  const login = await page.request.post('/api/customers/login', { data: { email: customer.email, password: customer.password } })
  expect(login.ok()).toBe(true)
  // A signed-in customer's cart is the one kept on the server. The session cookie is Secure, which
  // this request client keeps from plain http (the browser does not): the token goes in the header.
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  expect((await page.request.put('/api/cart', { data: { lines: [{ productId, quantity: 1 }] }, headers })).ok()).toBe(true)
  await page.goto('/cart')
  await islandsReady(page)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  const checkout = page.getByTestId('checkout')
  await checkout.getByLabel('کد ملی').fill('0084575948')
  await checkout.getByLabel('نشانی تحویل').fill('تهران، خیابان آزادی، کوچه ۳، پلاک ۷')
  await checkout.getByLabel('تلفن تماس').fill(customer.mobile)
  await checkout.getByRole('button', { name: 'ثبت نهایی سفارش' }).click()
  await page.waitForURL(/\/order\/\d+$/)
  const id = Number(page.url().split('/').at(-1))
  const orderNumber = (await page.getByRole('heading', { level: 1 }).locator('span').textContent())!.trim()
  await context.close()
  return { id, orderNumber }
}

test.describe('the admin speaks Persian', () => {
  for (const b of browsers) {
    test(`the admin is Persian for a browser in ${b.name}, with no request to another host`, async ({ browser }) => {
      const { context, outside } = await staffBrowser(browser, b)
      const page = await context.newPage()
      const response = await page.goto('/admin')
      expect(await response!.request().headerValue('accept-language')).toMatch(new RegExp(`^${b.locale}`))
      await expect(page).toHaveURL(/\/admin\/login/)
      await expectPersianAdmin(page)
      await expect(page.getByLabel('ایمیل')).toBeVisible()
      await expect(page.getByRole('button', { name: 'ورود' })).toBeVisible()

      await logIn(page)
      await expectPersianAdmin(page)
      await expect(page.getByRole('link', { name: 'کارکنان' }).first()).toBeVisible(adminScreen)
      await expect(page.getByRole('link', { name: 'سفارش‌ها' }).first()).toBeVisible()
      // A blog post: its rich text can be edited, and the right-to-left page does not scroll sideways.
      await page.goto('/admin/collections/posts')
      await page.locator('tbody tr').first().getByRole('link').first().click()
      await expect(page.locator('.rich-text-lexical [contenteditable="true"]').first()).toBeVisible(adminScreen)
      await expect(page.locator('.rich-text-lexical .draggable-block-menu').first()).toBeAttached()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      // The account link in the header carries the avatar; it must be drawn locally.
      await page.goto('/admin/account')
      await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
      await page.waitForLoadState('networkidle')
      expect(outside).toEqual([])
      await context.close()
    })
  }

  test('a staff member who picks English in their account settings gets the English admin', async ({ browser }) => {
    const { context, outside } = await staffBrowser(browser, browsers[0])
    const page = await context.newPage()
    await logIn(page)
    await expectPersianAdmin(page)
    await page.goto('/admin/account')
    const language = page.locator('#language-select')
    const english = page.getByRole('option', { name: 'English' })
    // The select opens only once the page has hydrated.
    await expect(async () => {
      await language.click()
      await expect(english).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await english.click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', /^ltr$/i)

    await page.goto('/admin')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Staff' }).first()).toBeVisible(adminScreen)
    expect(outside).toEqual([])
    await context.close()
  })

  test('orders show Jalali dates and numbered rows in Persian to an English browser', async ({ browser, request }) => {
    test.setTimeout(120_000)
    const order = await placeOrder(browser, request)
    const { context, outside } = await staffBrowser(browser, browsers[0])
    const page = await context.newPage()
    await logIn(page)

    await page.goto('/admin/collections/orders')
    const row = page.locator('tbody tr', { hasText: order.orderNumber })
    const created = row.locator('td.cell-createdAt')
    await expect(created).toHaveText(/۱۴۰[۰-۹]/)
    await expect(created).not.toHaveText(gregorianYear)

    await page.goto(`/admin/collections/orders/${order.id}`)
    await expectPersianAdmin(page)
    const items = page.locator('#field-items')
    await expect(items.locator('.array-field__row-header').first()).toContainText('قلم ۱', adminScreen)
    await expect(items).not.toContainText(/Item 0?1/)
    const history = page.locator('#field-history')
    await expect(history.locator('.array-field__row-header').first()).toContainText('مرحله ۱')
    // When the order was placed: in the document header and in the first stage of its history.
    // What the header shows (innerText): Payload's Gregorian pair stays in the page, hidden.
    const controls = page.locator('.doc-controls')
    await expect(controls).toContainText('آخرین تغییر', { useInnerText: true })
    await expect(controls).toContainText(/ایجاد شد:\s+\S.*۱۴۰[۰-۹]/, { useInnerText: true })
    await expect(controls).not.toContainText(gregorianYear, { useInnerText: true })
    // Read-only, so a Jalali text rather than Payload's (Gregorian) date picker.
    const placedAt = page.locator('#field-history__0__at')
    await expect(placedAt).toContainText(/۱۴۰[۰-۹]/)
    await expect(placedAt).not.toContainText(gregorianYear)
    await expect(placedAt.locator('input')).toHaveCount(0)

    // Moving the order on adds a history row, labelled and dated the same way once saved.
    const stageField = page.locator('#field-stage')
    const option = page.getByRole('option', { name: 'در حال تولید' })
    await expect(async () => {
      await stageField.click()
      await expect(option).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await option.click()
    await page.getByRole('button', { name: 'ذخیره' }).click()
    await expect(page.getByText(/با موفقیت/).first()).toBeVisible({ timeout: 15_000 })
    await expect(history.locator('.array-field__row-header').nth(1)).toContainText('مرحله ۲: در حال تولید', { timeout: 15_000 })
    await expect(page.locator('#field-history__1__at')).toContainText(/۱۴۰[۰-۹]/)

    // The same order for a staff member who reads the admin in English: English words, Jalali calendar.
    await context.addCookies([{ name: adminLanguageCookie, value: 'en', url: page.url() }])
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(items.locator('.array-field__row-header').first()).toContainText('Item 1', adminScreen)
    await expect(history.locator('.array-field__row-header').first()).toContainText('Stage 1')
    await expect(placedAt).toContainText(/14\d\d AP/)
    await expect(placedAt).not.toContainText(gregorianYear)
    expect(outside).toEqual([])
    await context.close()
  })
})
