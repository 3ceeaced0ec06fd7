import { execFileSync } from 'node:child_process'
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { demoAdmin, demoSales, islandsReady, newCustomer, salesInAdmin, smsTo, outboxMark } from './fixtures'
import { pickDate } from './forms'

const company = {
  name: 'شرکت سازه‌گستر البرز',
  legalId: '14007650912',
  economicCode: '411122223333',
  registrationNumber: '56789',
  address: 'کرج، بلوار جمهوری، خیابان ۱۲، پلاک ۸',
  postalCode: '3134567890',
  landline: '026-32541234',
}

// Text as extracted from a PDF may drop the zero-width non-joiner of «سازه‌گستر» and run words apart by spaces.
const plain = (text: string) => text.replace(/\u200c/g, '').replace(/\s+/g, ' ').trim()

async function adminHeaders(request: APIRequestContext, { email, password }: { email: string; password: string } = demoAdmin) {
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

async function signedIn(browser: Browser, request: APIRequestContext, name: string) {
  const customer = newCustomer(name)
  expect((await request.post('/api/customers', { data: customer, headers: await adminHeaders(request) })).ok()).toBe(true)
  const context = await browser.newContext({ locale: 'fa-IR', acceptDownloads: true })
  const page = await context.newPage()
  const login = await page.request.post('/api/customers/login', { data: { email: customer.email, password: customer.password } })
  expect(login.ok()).toBe(true)
  return { customer, context, page, token: (await login.json()).token as string }
}

test.describe('proforma invoice (fa)', () => {
  test('a company buyer gives its legal details, orders, opens the proforma, downloads it as a PDF and pays by transfer; sales confirm it; a stranger gets 404', async ({ browser, request }) => {
    test.setTimeout(180_000)
    const { page, context, token, customer } = await signedIn(browser, request, 'مریم حسینی')

    await test.step('fills the legal details on the profile; a bad national ID is named', async () => {
      await page.goto('/profile')
      await islandsReady(page)
      const form = page.getByTestId('buyer-details')
      await form.getByLabel('شخص حقوقی (شرکت)').check()
      await form.getByLabel('نام ثبتی شرکت').fill(company.name)
      await form.getByLabel('شناسهٔ ملی شرکت').fill('۱۴۰۰۷۶۵۰۹۱۳')
      await form.getByLabel('کد اقتصادی').fill(company.economicCode)
      await form.getByLabel('شمارهٔ ثبت').fill(company.registrationNumber)
      await form.getByLabel('تلفن ثابت').fill(company.landline)
      await form.getByLabel('نشانی ثبتی شرکت').fill(company.address)
      await form.getByLabel('کد پستی').fill('۳۱۳۴۵۶۷۸۹۰')
      await form.getByRole('button', { name: 'ذخیرهٔ مشخصات' }).click()
      await expect(form.getByText('شناسه ملی شرکت معتبر نیست (۱۱ رقم).')).toBeVisible()
      await form.getByLabel('شناسهٔ ملی شرکت').fill('۱۴۰۰۷۶۵۰۹۱۲')
      await form.getByRole('button', { name: 'ذخیرهٔ مشخصات' }).click()
      await expect(form.getByText('مشخصات خریدار ذخیره شد.')).toBeVisible()
    })

    const orderId = await test.step('checks out with the saved details filled in', async () => {
      const products = await page.request.get('/api/products?where[status][equals]=published&where[stock][equals]=in_stock&where[unit][equals]=branch&sort=id&limit=1')
      const productId = (await products.json()).docs[0].id as number
      expect((await page.request.put('/api/cart', { data: { lines: [{ productId, quantity: 4 }] }, headers: { Authorization: `JWT ${token}` } })).ok()).toBe(true)
      await page.goto('/cart')
      await islandsReady(page)

      // Before ordering, the buyer's office may want a proforma of the cart: today's prices, a quote number.
      await page.getByTestId('cart-proforma').click()
      await expect(page).toHaveURL(/\/cart\/proforma$/)
      await expect(page.getByTestId('invoice-number')).toHaveText(/^Q-14\d{6}-[0-9A-F]{6}$/)
      await expect(page.getByTestId('invoice-buyer')).toContainText(company.name)
      await expect(page.getByRole('cell', { name: /^۴$/ })).toBeVisible()
      const download = page.waitForEvent('download')
      await page.getByTestId('invoice-pdf').click()
      const text = plain(execFileSync('pdftotext', ['-enc', 'UTF-8', await (await download).path(), '-']).toString('utf8'))
      expect(text).toContain(plain(company.name))
      await page.getByRole('link', { name: 'بازگشت به سبد خرید' }).click()
      await expect(page).toHaveURL(/\/cart$/)
      await islandsReady(page)

      const checkout = page.getByTestId('checkout')
      await expect(checkout.getByLabel('نام ثبتی شرکت')).toHaveValue(company.name)
      await expect(checkout.getByLabel('شناسهٔ ملی شرکت')).toHaveValue(company.legalId)
      await checkout.getByLabel('نشانی تحویل').fill('کرج، شهرک صنعتی سیمین‌دشت، خیابان ۴')
      await checkout.getByLabel('تلفن تماس').fill('09121234567')
      await checkout.getByRole('button', { name: 'ثبت نهایی سفارش' }).click()
      await page.waitForURL(/\/order\/\d+$/)
      await expect(page.getByTestId('order-buyer')).toContainText(company.name)
      // Codes in the page's digits.
      await expect(page.getByTestId('order-buyer')).toContainText(company.legalId.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!))
      return Number(page.url().split('/').at(-1))
    })

    const { words, total } = await test.step('opens the proforma: both parties, VAT, the total in Persian words, how to pay', async () => {
      await page.getByRole('link', { name: 'پیش‌فاکتور' }).click()
      await expect(page).toHaveURL(new RegExp(`/order/${orderId}/invoice$`))
      await expect(page.getByRole('heading', { level: 1, name: 'پیش‌فاکتور' })).toBeVisible()
      const invoice = page.getByTestId('invoice')
      await expect(invoice.getByTestId('invoice-seller')).toContainText('۱۰۳۸۰۲۸۴۷۹۰')
      await expect(invoice.getByTestId('invoice-buyer')).toContainText(company.name)
      await expect(invoice.getByTestId('invoice-buyer')).toContainText(company.economicCode.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!))
      await expect(invoice).toContainText('مالیات بر ارزش افزوده (۱۰٪، از ۱ فروردین ۱۴۰۳)')
      await expect(invoice.getByTestId('invoice-payment')).toContainText('IR050170000000123456789012')
      const words = (await invoice.getByTestId('invoice-words').textContent())!.replace('مبلغ به حروف: ', '').replace(/ تومان$/, '')
      expect(words).toMatch(/^[\u0600-\u06FF\u200c ]+$/)
      const total = (await invoice.getByTestId('invoice-total').textContent())!.trim()
      // The subtotal and VAT on the page add up to the total.
      const number = (s: string | null) => Number(s!.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[^\d]/g, ''))
      expect(number(await invoice.getByTestId('invoice-subtotal').textContent()) + number(await invoice.getByTestId('invoice-vat').textContent())).toBe(number(total))
      return { words, total }
    })

    await test.step('downloads a PDF whose Persian text is shaped, in order and selectable', async () => {
      const download = page.waitForEvent('download')
      await page.getByTestId('invoice-pdf').click()
      const file = await (await download).path()
      expect((await download).suggestedFilename()).toMatch(/^PF-.+\.pdf$/)
      const text = plain(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8'))
      expect(text).toContain(plain(company.name))
      expect(text).toContain(plain(words))
      expect(text).toContain(total)
      expect(text).toContain('پیش‌فاکتور'.replace(/\u200c/g, ''))
    })

    const since = outboxMark()
    await test.step('sends the transfer receipt: a renamed page is refused, a photo is taken', async () => {
      await page.goto(`/order/${orderId}`)
      await islandsReady(page)
      const payment = page.getByTestId('order-payment')
      await expect(payment.getByTestId('payment-state')).toHaveText('پرداخت نشده')
      const form = page.getByTestId('receipt-form')
      // Prefilled as the page writes amounts: grouped, in Persian digits.
      await expect(form.getByLabel('مبلغ واریزی (تومان)')).toHaveValue(total)
      await form.getByLabel('شمارهٔ پیگیری واریز').fill('۴۴۵۵۶۶۷۷')
      await pickDate(page, form.getByLabel('تاریخ واریز'), { year: 1405, month: 9, day: 1 })
      await form.getByLabel('تصویر یا PDF رسید').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><html><body>paid</body></html>') })
      await form.getByRole('button', { name: 'ارسال رسید' }).click()
      await expect(form.getByText('فایل رسید باید تصویر JPEG یا PNG یا PDF باشد.')).toBeVisible()
      await expect(payment.getByTestId('receipt-row')).toHaveCount(0)
      // A real (if tiny) PNG: the smallest picture that decodes.
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
      await form.getByLabel('تصویر یا PDF رسید').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png })
      await form.getByRole('button', { name: 'ارسال رسید' }).click()
      await expect(page.getByText('رسید شما رسید و پس از بررسی واحد فروش نتیجه را پیامک می‌کنیم.')).toBeVisible()
      await expect(payment.getByTestId('payment-state')).toHaveText('رسید ارسال شده')
      await expect(payment.getByTestId('receipt-row')).toHaveCount(1)
      await expect(payment.getByTestId('receipt-row')).toContainText('در انتظار بررسی')
      await expect(page.getByTestId('order-stage')).toHaveText('بررسی نشده')
    })

    await test.step('on a 390 px phone the order with its payment part, and the proforma, fit the screen', async () => {
      const width = 390
      await page.setViewportSize({ width, height: 844 })
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      const inside = async (testId: string) => {
        const box = (await page.getByTestId(testId).boundingBox())!
        return box.x >= 0 && box.x + box.width <= width
      }
      await page.goto(`/order/${orderId}`)
      await islandsReady(page)
      expect(await sideways(), 'order page').toBe(0)
      for (const part of ['payment-state', 'receipt-row', 'receipt-form']) expect(await inside(part), part).toBe(true)
      await page.goto(`/order/${orderId}/invoice`)
      expect(await sideways(), 'proforma').toBe(0)
      await expect(page.getByTestId('invoice-total')).toBeVisible()
      for (const part of ['invoice-seller', 'invoice-buyer', 'invoice-total', 'invoice-words', 'invoice-payment']) expect(await inside(part), part).toBe(true)
      await page.setViewportSize({ width: 1280, height: 720 })
    })

    await test.step('sales confirm it in the Persian admin; the order shows paid and the customer is texted', async () => {
      const { context: staff, page: admin } = await salesInAdmin(browser)
      const found = await request.get(`/api/payment-receipts?where[order][equals]=${orderId}&depth=0`, { headers: await adminHeaders(request, demoSales) })
      const receiptId = (await found.json()).docs[0].id as number
      await admin.goto(`/admin/collections/payment-receipts/${receiptId}`)
      await expect(admin.locator('html')).toHaveAttribute('dir', /^rtl$/i)
      const confirm = admin.getByLabel('تأیید شد')
      // The radio answers only once the admin has hydrated; its styled dot covers the input, so the label is clicked.
      await expect(async () => {
        await admin.locator('label[for="field-status-confirmed"]').click({ timeout: 2000 })
        await expect(confirm).toBeChecked({ timeout: 1000 })
      }).toPass({ timeout: 30_000 })
      await admin.getByRole('button', { name: 'ذخیره' }).click()
      await expect(admin.getByText(/با موفقیت/).first()).toBeVisible({ timeout: 15_000 })
      await staff.close()

      await page.goto(`/order/${orderId}`)
      await expect(page.getByTestId('payment-state')).toHaveText('پرداخت شده')
      await expect(page.getByTestId('receipt-row')).toContainText('تأیید شد')
      await expect(page.getByTestId('receipt-form')).toHaveCount(0)
      await expect(page.getByTestId('order-stage')).toHaveText('بررسی نشده')
      await expect.poll(() => smsTo(customer.mobile, since).join('\n'), { timeout: 10_000 }).toContain('تأیید شد')
    })
    await context.close()

    await test.step('a stranger gets 404 for the page and the PDF', async () => {
      const stranger = await signedIn(browser, request, 'Stranger')
      const response = await stranger.page.goto(`/order/${orderId}/invoice`)
      expect(response?.status()).toBe(404)
      expect((await stranger.page.request.get(`/order/${orderId}/invoice/pdf`)).status()).toBe(404)
      expect((await request.get(`/order/${orderId}/invoice/pdf`)).status()).toBe(404)
      // Nor can they send a receipt for it, or read its receipts through the API.
      const receipt = await stranger.page.request.post(`/api/order-receipts/${orderId}`, { headers: { Authorization: `JWT ${stranger.token}` }, multipart: { amount: '1000', trackingNumber: '12345678', transferDate: '1405-09-01', file: { name: 'r.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } } })
      expect(receipt.status()).toBe(404)
      const listed = await stranger.page.request.get(`/api/payment-receipts?where[order][equals]=${orderId}`, { headers: { Authorization: `JWT ${stranger.token}` } })
      expect((await listed.json()).docs).toEqual([])
      await stranger.context.close()
    })
  })
})
