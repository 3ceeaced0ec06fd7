import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { codeFromOutbox, demoAdmin, e2eDataDir, islandsReady, newCustomer, outboxMark } from './fixtures'

// scripts/e2e-server.mjs starts the server with this token and copies its output to server.log.
const token = process.env.METRICS_TOKEN || 'e2e-metrics-token'
const scrape = (request: APIRequestContext, auth?: string) => request.get('/api/metrics', { headers: auth ? { authorization: auth } : {} })
const toPersianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

type LogLine = { requestId?: string; msg?: string; level?: string }
const serverLog = () => {
  const file = path.join(e2eDataDir(), 'server.log')
  return existsSync(file) ? readFileSync(file, 'utf8') : ''
}
const logLines = (): LogLine[] =>
  serverLog()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine)

/** The value of one series line (`name{labels} value`), 0 when absent. */
const seriesValue = (text: string, line: RegExp) => Number(text.split('\n').find((l) => line.test(l))?.split(' ').at(-1) ?? 0)

test('metrics: 401 without the token or with a wrong one', async ({ request }) => {
  expect((await scrape(request)).status()).toBe(401)
  const wrong = await scrape(request, 'Bearer not-the-token')
  expect(wrong.status()).toBe(401)
  expect(wrong.headers()['www-authenticate']).toBe('Bearer')
  expect((await scrape(request, `Basic ${token}`)).status()).toBe(401)
})

test('every answer names its request: a page, an API route, the admin, a file, a 404, a redirect', async ({ request }) => {
  const ids = new Set<string>()
  for (const [address, status] of [['/', 200], ['/en/about', 200], ['/api/build', 200], ['/api/health', 200], ['/admin/login', 200], ['/logo.svg', 200], ['/no-such-page-at-all', 404], ['/api/no-such-route', 404], ['/fa/about', 307]] as const) {
    const res = await request.get(address, { maxRedirects: 0 })
    expect(res.status(), address).toBe(status)
    const id = res.headers()['x-request-id']
    expect(id, address).toMatch(uuid)
    ids.add(id!)
  }
  expect(ids.size).toBe(9)
  // A sane id from a balancer is kept; anything else is replaced.
  const given = 'balancer-0123456789abcdef'
  expect((await request.get('/en/about', { headers: { 'x-request-id': given } })).headers()['x-request-id']).toBe(given)
  expect((await request.get('/en/about', { headers: { 'x-request-id': 'bad id\twith "quotes"' } })).headers()['x-request-id']).toMatch(uuid)
})

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** The request id of the next server action the page posts. */
function nextActionId(page: Page): Promise<string> {
  return page
    .waitForResponse((res: Response) => res.request().method() === 'POST' && res.request().headers()['next-action'] !== undefined)
    .then((res) => res.headers()['x-request-id']!)
}

test('after page views, a sign-in by code and an order: the series count them, and the log names requests but no customer', async ({ page, request }) => {
  test.setTimeout(180_000)
  const before = await (await scrape(request, `Bearer ${token}`)).text()
  const admin = await staffHeaders(request)
  const c = newCustomer('مینا رضایی')
  expect((await request.post('/api/customers', { data: c, headers: admin })).ok()).toBe(true)
  const res = await request.get('/api/products?where[status][equals]=published&where[unit][equals]=branch&where[stock][equals]=in_stock&sort=id&limit=1&depth=1')
  const product = (await res.json()).docs[0] as { id: number; category: { slug: string } }

  await page.goto(`/pr/${product.category.slug}/${product.id}`)
  await islandsReady(page)
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click()
  await expect(page.getByText('با موفقیت اضافه شد.').first()).toBeVisible()
  await page.goto('/auth/login?next=%2Fcart')
  await islandsReady(page)
  const since = outboxMark()
  await page.getByLabel('شماره موبایل').fill(c.mobile)
  const codeAction = nextActionId(page)
  await page.getByRole('button', { name: 'ارسال کد' }).click()
  const codeRequest = await codeAction
  await page.getByLabel('رمز یک‌بار مصرف').fill(await codeFromOutbox(c.mobile, since))
  await page.getByRole('button', { name: 'ورود', exact: true }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await islandsReady(page)
  const checkout = page.getByTestId('checkout')
  await checkout.getByLabel('کد ملی').fill('۰۴۹۹۳۷۰۸۹۹')
  await checkout.getByLabel('نشانی تحویل').fill('اهواز، بلوار پاسداران، کوچه ۵، پلاک ۱۲')
  await checkout.getByLabel('تلفن تماس').fill(toPersianDigits(c.mobile))
  const orderAction = nextActionId(page)
  await checkout.getByRole('button', { name: 'ثبت نهایی سفارش' }).click()
  const orderRequest = await orderAction
  await expect(page).toHaveURL(/\/order\/\d+$/)

  const res2 = await scrape(request, `Bearer ${token}`)
  expect(res2.status()).toBe(200)
  expect(res2.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  const text = await res2.text()
  for (const series of ['shop_http_request_duration_seconds_bucket{', 'shop_cache_requests_total{store="file"', 'shop_pdf_queue{state="waiting"}', '# TYPE shop_mail_total counter', '# TYPE shop_receipts_created_total counter', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']) {
    expect(text, series).toContain(series)
  }
  expect(seriesValue(text, /^shop_http_requests_total\{group="page",status="200"\}/)).toBeGreaterThan(seriesValue(before, /^shop_http_requests_total\{group="page",status="200"\}/))
  expect(seriesValue(text, /^shop_http_requests_total\{group="action",status="200"\}/)).toBeGreaterThanOrEqual(2)
  expect(seriesValue(text, /^shop_orders_created_total /)).toBe(seriesValue(before, /^shop_orders_created_total /) + 1)
  expect(seriesValue(text, /^shop_sms_total\{provider="console",result="sent"\}/)).toBeGreaterThan(seriesValue(before, /^shop_sms_total\{provider="console",result="sent"\}/))
  // SQLite here: no pool to show.
  expect(text).not.toContain('shop_db_pool_connections{')

  // The lines of the two actions carry their ids; no line anywhere holds the customer's number or code.
  await expect.poll(() => logLines().some((l) => l.requestId === orderRequest && l.msg === 'order placed')).toBe(true)
  expect(logLines().some((l) => l.requestId === codeRequest && /^sms sent to 09\*+\d\d$/.test(l.msg ?? ''))).toBe(true)
  const log = serverLog()
  for (const personal of [c.mobile, c.mobile.slice(1), toPersianDigits(c.mobile), '0499370899', '۰۴۹۹۳۷۰۸۹۹', c.password, 'بلوار پاسداران']) expect(log, personal).not.toContain(personal)
})
