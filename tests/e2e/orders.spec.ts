import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { codeFromOutbox, demoAdmin, islandsReady, newCustomer, salesInAdmin, smsTo, outboxMark } from './fixtures'

const toPersianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)

async function staffHeaders(request: APIRequestContext, email = demoAdmin.email, password: string = demoAdmin.password) {
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** A published, in-stock product sold by the branch, and its page path. */
async function productByBranch(request: APIRequestContext) {
  const res = await request.get('/api/products?where[status][equals]=published&where[unit][equals]=branch&where[stock][equals]=in_stock&sort=id&limit=1&depth=1')
  const doc = (await res.json()).docs[0] as { id: number; price: number; category: { slug: string } }
  return { id: doc.id, price: doc.price, path: `/pr/${doc.category.slug}/${doc.id}` }
}

/** A customer made by staff, signed in by password in a Persian browser context of their own. */
async function signedInCustomer(browser: Browser, request: APIRequestContext, admin: Record<string, string>, name: string) {
  const customer = newCustomer(name)
  expect((await request.post('/api/customers', { data: customer, headers: admin })).ok()).toBe(true)
  const context = await browser.newContext({ locale: 'fa-IR' })
  const page = await context.newPage()
  expect((await page.request.post('/api/customers/login', { data: { email: customer.email, password: customer.password } })).ok()).toBe(true)
  return { customer, context, page }
}

async function addToCart(page: Page, path: string, button: string, toast: string) {
  await page.goto(path)
  await islandsReady(page)
  await page.getByRole('button', { name: button }).click()
  await expect(page.getByText(toast).first()).toBeVisible()
  await expect(page.getByTestId('cart-count')).toBeVisible()
}

test.describe('cart and orders (fa)', () => {
  test('guest cart → sign in by code → order placed → staff moves it → customer sees the stage with a Jalali date', async ({ page, request }) => {
    // A whole journey through the shop and the admin: longer than one page's budget.
    test.setTimeout(180_000)
    const admin = await staffHeaders(request)
    const c = newCustomer('حسین کریمی')
    expect((await request.post('/api/customers', { data: c, headers: admin })).ok()).toBe(true)
    const product = await productByBranch(request)

    const total = await test.step('a guest fills the cart and is asked to sign in', async () => {
      await addToCart(page, product.path, 'افزودن به سبد خرید', 'با موفقیت اضافه شد.')
      // Screen readers hear the cart change through a live region.
      await expect(page.getByTestId('cart-announcement')).toHaveText('۱ قلم در سبد')
      await expect(page.getByTestId('cart-announcement')).toHaveAttribute('role', 'status')
      await page.goto('/cart')
      await islandsReady(page)
      const line = page.getByTestId('cart-line')
      await expect(line).toHaveCount(1)
      await line.getByRole('button', { name: 'افزایش مقدار' }).click()
      const total = toPersianDigits((product.price * 2).toLocaleString('en-US')).replace(/,/g, '٬')
      await expect(page.getByTestId('cart-total')).toContainText(total)
      await expect(page.getByTestId('login-required')).toContainText('برای ثبت سفارش باید وارد شوید.')
      return total
    })

    const since = await test.step('signs in by a texted code and is back at the same cart', async () => {
      await page.getByRole('link', { name: 'ورود و ادامه خرید' }).click()
      await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcart$/)
      await islandsReady(page)
      const since = outboxMark()
      await page.getByLabel('شماره موبایل').fill(c.mobile)
      await page.getByRole('button', { name: 'ارسال کد' }).click()
      await page.getByLabel('رمز یک‌بار مصرف').fill(await codeFromOutbox(c.mobile, since))
      await page.getByRole('button', { name: 'ورود', exact: true }).click()
      await expect(page).toHaveURL(/\/cart$/)
      await islandsReady(page)
      await expect(page.getByTestId('cart-line')).toHaveCount(1)
      await expect(page.getByTestId('cart-total')).toContainText(total)
      return since
    })

    const { orderId, orderNumber } = await test.step('checks out: a missing address is named, then the order is placed once', async () => {
      const checkout = page.getByTestId('checkout')
      await checkout.getByRole('button', { name: 'ثبت نهایی سفارش' }).click()
      await expect(checkout.getByText('نشانی تحویل را کامل بنویسید (دست‌کم ۱۰ نویسه).')).toBeVisible()
      await expect(checkout.getByText('این فیلد باید پر شود.')).toBeVisible()
      // The buyer's national code is checked by its check digit, typed in Persian digits like the rest.
      await checkout.getByLabel('کد ملی').fill('۱۲۳۴۵۶۷۸۹۰')
      await checkout.getByLabel('نشانی تحویل').fill('اهواز، بلوار پاسداران، کوچه ۵، پلاک ۱۲')
      await checkout.getByLabel('تلفن تماس').fill(toPersianDigits(c.mobile))
      await checkout.getByRole('button', { name: 'ثبت نهایی سفارش' }).click()
      await expect(checkout.getByText('کد ملی معتبر نیست (۱۰ رقم با رقم کنترل).')).toBeVisible()
      await checkout.getByLabel('کد ملی').fill('۰۴۹۹۳۷۰۸۹۹')
      await checkout.getByLabel('تلفن تماس').fill(toPersianDigits(c.mobile))
      await checkout.getByRole('button', { name: 'ثبت نهایی سفارش' }).dblclick()
      await expect(page).toHaveURL(/\/order\/\d+$/)
      const orderId = Number(page.url().split('/').at(-1))
      const orderNumber = (await page.getByRole('heading', { level: 1 }).locator('span').textContent())!
      await expect(page.getByTestId('order-stage')).toHaveText('بررسی نشده')
      await expect(page.getByTestId('order-total')).toContainText(total)
      await expect(page.getByTestId('order-buyer')).toContainText('۰۴۹۹۳۷۰۸۹۹')
      await expect(page.getByTestId('cart-count')).toHaveCount(0)
      return { orderId, orderNumber }
    })

    await test.step('finds the order in the list of orders', async () => {
      await page.goto('/order')
      const rows = page.getByTestId('order-row')
      await expect(rows).toHaveCount(1)
      await expect(rows.first()).toContainText('بررسی نشده')
      await expect(rows.first()).toContainText('۱۴۰')
      // An old link to a page past the end shows the last page, not "no orders yet".
      await page.goto('/order?page=9')
      await expect(page.getByTestId('order-row')).toHaveCount(1)
      await expect(page.getByTestId('orders-empty')).toHaveCount(0)
    })

    await test.step('sales staff move the order on in the admin', async () => {
      // Staff (sales) move the order on in the admin.
      const { context: staff, page: admin_ } = await salesInAdmin(page.context().browser()!)
      await admin_.goto(`/admin/collections/orders/${orderId}`)
      const stageField = admin_.locator('#field-stage')
      const option = admin_.getByRole('option', { name: 'در حال تولید' })
      // The admin's select opens only once the page has hydrated.
      await expect(async () => {
        await stageField.click()
        await expect(option).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 30_000 })
      await option.click()
      await admin_.getByRole('button', { name: 'ذخیره' }).click()
      await expect(admin_.getByText(/با موفقیت/).first()).toBeVisible({ timeout: 15_000 })
      await staff.close()
    })

    await test.step('the customer sees the new stage with its Jalali date, also as a screen reader reads it', async () => {
      await page.goto(`/order/${orderId}`)
      await expect(page.getByTestId('order-stage')).toHaveText('در حال تولید')
      const current = page.locator('[data-stage="in_production"]')
      await expect(current).toHaveAttribute('data-state', 'current')
      await expect(current).toContainText(/در .*۱۴۰۵/)
      // What a screen reader reads for the stage: where it stands, its name and when it was reached.
      expect(await current.evaluate((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toMatch(/^مرحلهٔ ۳ از ۷: در حال تولید، ?در [۰-۹]+ .+ ۱۴۰۵/)
      // The same, as the accessibility tree gives it to a screen reader: a named list, each stage placed
      // (":\s" because a colon and a space would end the template's YAML key).
      await expect(page.getByTestId('stepper')).toMatchAriaSnapshot(`
        - list "مراحل سفارش":
          - listitem: /^مرحلهٔ ۱ از ۷:\\sبررسی نشده ?، در [۰-۹]+ \\S+ ۱۴۰۵$/
          - listitem: /^مرحلهٔ ۲ از ۷:\\s/
          - listitem: /^مرحلهٔ ۳ از ۷:\\sدر حال تولید ?، در [۰-۹]+ \\S+ ۱۴۰۵$/
          - listitem: /^مرحلهٔ ۴ از ۷:\\s.+ ?، در انتظار$/
      `)
      await expect(page.locator('[data-stage="loading"]')).toHaveAttribute('data-state', 'todo')
      // Steps still to come are numbered in Persian digits.
      await expect(page.locator('[data-stage="loading"]')).toContainText('۶')
    })

    await test.step('the customer was texted when the order was placed and when it moved on', async () => {
      // The customer was told by SMS when the order was placed and when it moved on.
      await expect.poll(() => smsTo(c.mobile, since).filter((m) => m.includes(orderNumber))).toHaveLength(2)
      expect(smsTo(c.mobile, since).at(-1)).toContain('در حال تولید')
    })

    await test.step('another customer asking for this order gets a 404', async () => {
      // Another customer asking for this order gets the 404 page, on the site and over REST.
      const other = newCustomer()
      expect((await request.post('/api/customers', { data: other, headers: admin })).ok()).toBe(true)
      const stranger = await page.context().browser()!.newContext()
      const strangerPage = await stranger.newPage()
      await strangerPage.request.post('/api/customers/login', { data: { email: other.email, password: other.password } })
      expect((await strangerPage.goto(`/order/${orderId}`))?.status()).toBe(404)
      expect([403, 404]).toContain((await strangerPage.request.get(`/api/orders/${orderId}`)).status())
      await stranger.close()
    })
  })
})

test.describe('cart (fa)', () => {
  test('a product no longer sold leaves the cart with a message', async ({ page }) => {
    await page.goto('/cart')
    await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ productId: 999999, quantity: 2 }])))
    await page.reload()
    await islandsReady(page)
    await expect(page.getByTestId('cart-empty')).toContainText('برخی کالاها دیگر فروخته نمی‌شوند و از سبد برداشته شدند.')
    await expect(page.getByTestId('cart-count')).toHaveCount(0)
  })
})

test.describe('out of stock and not orderable (fa)', () => {
  test('an out-of-stock tube is ordered made to order; one staff stopped leaves the cart, named', async ({ browser, request }) => {
    test.setTimeout(120_000)
    const admin = await staffHeaders(request)
    const products = (await (await request.get('/api/products?where[status][equals]=published&where[unit][equals]=branch&sort=-id&limit=2&depth=1')).json()).docs as { id: number; title: string; stock: string; category: { slug: string } }[]
    const [tube, stopped] = products as [(typeof products)[0], (typeof products)[0]]
    expect((await request.patch(`/api/products/${tube.id}`, { data: { stock: 'out_of_stock' }, headers: admin })).ok()).toBe(true)
    const { customer: c, context, page } = await signedInCustomer(browser, request, admin, 'الهام رضایی')
    try {
      await page.goto(`/pr/${tube.category.slug}/${tube.id}`)
      await expect(page.getByTestId('made-to-order-note')).toContainText('تولید سفارشی')
      await islandsReady(page)
      await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click()
      await expect(page.getByTestId('cart-count')).toBeVisible()
      await page.goto(`/pr/${stopped.category.slug}/${stopped.id}`)
      await islandsReady(page)
      await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click()

      // Staff stop orders for the second one while it is in the cart.
      expect((await request.patch(`/api/products/${stopped.id}`, { data: { orderable: false }, headers: admin })).ok()).toBe(true)
      await page.goto('/cart')
      await islandsReady(page)
      const line = page.getByTestId('cart-line')
      await expect(line).toHaveCount(1)
      await expect(line.getByTestId('made-to-order')).toHaveText('تحویل: تولید سفارشی')
      await expect(page.getByText(`${stopped.title} دیگر سفارش‌پذیر نیست و از سبد برداشته شد.`)).toBeVisible()

      const checkout = page.getByTestId('checkout')
      await checkout.getByLabel('کد ملی').fill('۰۴۹۹۳۷۰۸۹۹')
      await checkout.getByLabel('نشانی تحویل').fill('اهواز، بلوار پاسداران، کوچه ۵، پلاک ۱۲')
      await checkout.getByLabel('تلفن تماس').fill(toPersianDigits(c.mobile))
      await checkout.getByRole('button', { name: 'ثبت نهایی سفارش' }).click()
      await page.waitForURL(/\/order\/\d+$/)
      await expect(page.getByTestId('made-to-order')).toHaveText('تحویل: تولید سفارشی')
      // The stopped product's page no longer offers the cart.
      await page.goto(`/pr/${stopped.category.slug}/${stopped.id}`)
      await expect(page.getByTestId('not-orderable')).toHaveText('این کالا فعلاً سفارش‌پذیر نیست.')
      await expect(page.getByRole('button', { name: 'افزودن به سبد خرید' })).toHaveCount(0)
    } finally {
      await request.patch(`/api/products/${tube.id}`, { data: { stock: tube.stock }, headers: admin })
      await request.patch(`/api/products/${stopped.id}`, { data: { orderable: true }, headers: admin })
      await context.close()
    }
  })
})

test.describe('cart of a signed-in customer (fa)', () => {
  test('a product added while the account’s cart is still on its way stays in the cart, and reaches the account', async ({ browser, request }) => {
    const admin = await staffHeaders(request)
    const product = await productByBranch(request)
    const { context, page } = await signedInCustomer(browser, request, admin, 'نسترن کاظمی')
    try {
      // The account's cart is held back until the visitor has tapped: a slow network, or a slow server.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/cart/merge', async (route) => {
        await held
        await route.continue()
      })
      const asked = page.waitForRequest('**/api/cart/merge')
      await page.goto(product.path)
      await islandsReady(page)
      await asked
      await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click()
      await expect(page.getByTestId('cart-count')).toBeVisible()
      const arrived = page.waitForResponse('**/api/cart/merge')
      release()
      await arrived
      await expect(page.getByTestId('cart-count')).toBeVisible()
      // Saved to the account, as any change is shortly after the last tap.
      await expect.poll(() => page.evaluate(async () => (await fetch('/api/cart')).text())).toBe(JSON.stringify({ lines: [{ productId: product.id, quantity: 1 }] }))
    } finally {
      await context.close()
    }
  })
})

test.describe('cart (ar)', () => {
  test('a guest fills the cart in Arabic and is asked to sign in to order', async ({ page, request }) => {
    const product = await productByBranch(request)
    await addToCart(page, `/ar${product.path}`, 'أضف إلى السلة', 'تمت الإضافة بنجاح.')
    await page.goto('/ar/cart')
    await islandsReady(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(page.getByTestId('login-required')).toContainText('يجب تسجيل الدخول لتقديم طلب.')
    await expect(page.getByRole('link', { name: 'سجّل الدخول وتابع' })).toHaveAttribute('href', '/ar/auth/login?next=%2Far%2Fcart')
    await page.reload()
    await islandsReady(page)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await page.getByTestId('cart-line').getByRole('button', { name: /إزالة/ }).click()
    await expect(page.getByTestId('cart-empty')).toContainText('سلة التسوق فارغة.')
  })
})
