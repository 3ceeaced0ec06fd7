import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { codeFromOutbox, demoAdmin, firstLoadScripts, formAnswers, newCustomer, outboxMark } from './fixtures'

// A form or button drawn by the server answers only once its code has arrived; a cached page asks
// for that code after its first paint, a long form's comes later still. A visitor on a slow phone
// who taps "send" before then must not have the browser send the form itself (a GET to the same
// address: the mobile number in the address bar and the server's logs, the page reloaded empty),
// nor lose a tap on "add to cart". The tap waits and is carried out once the page answers.

/**
 * Holds the page's scripts until `release` is called; the HTML and the stylesheet pass, and so do
 * the scripts in `passing` (its first load, to hold only what it asks for later: a form's own code).
 */
async function holdScripts(page: Page, passing: ReadonlySet<string> = new Set()) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (!passing.has(new URL(route.request().url()).pathname)) await gate
    await route.continue()
  })
  return release
}

/** Every address the page's frame was sent to: a form the browser sent itself would be one. */
function documentAddresses(page: Page) {
  const seen: string[] = []
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) seen.push(r.url())
  })
  return seen
}

/**
 * Opens `path` with what it asks for after its first load (the form's own code) held until
 * `release`, and returns once the page runs: the form is the server's and does not answer yet.
 */
async function openWithFormCodeHeld(page: Page, request: APIRequestContext, path: string, form: Locator) {
  const release = await holdScripts(page, await firstLoadScripts(request, path))
  // Not until the load event: the form's code is asked for as the page hydrates, which can be
  // before it, and holding that code holds the load event too.
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await page.waitForFunction(() => document.documentElement.classList.contains('reveal-ready'))
  await expect(form).toHaveAttribute('data-hydrated', 'false')
  return release
}

test('a consultation request sent before the page answers is sent once it does', async ({ page, request }) => {
  const release = await holdScripts(page)
  const addresses = documentAddresses(page)
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = page.getByTestId('consultation-form')
  const subject = `Early request ${Date.now()}`
  await form.getByLabel('نام و نام خانوادگی').fill('سارا احمدی')
  await form.getByLabel('شماره موبایل').fill('09121112233')
  await form.getByLabel('موضوع').fill(subject)
  await form.getByLabel('متن درخواست').fill('قیمت پروفیل ۴۰ در ۴۰ را لطفاً اعلام کنید.')
  await form.getByRole('button', { name: 'ارسال درخواست' }).click()
  // The tap is kept: the form says it is busy and what was typed stays where it was.
  await expect(form).toHaveAttribute('aria-busy', 'true')
  await expect(form.getByLabel('موضوع')).toHaveValue(subject)

  release()
  await expect(page.getByTestId('notification')).toContainText('درخواست شما با موفقیت ثبت شد.')
  await expect(form).not.toHaveAttribute('aria-busy')
  expect(addresses).toEqual([expect.stringMatching(/\/contact$/)])

  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const found = await request.get(`/api/consultation-requests?where[subject][equals]=${encodeURIComponent(subject)}`, { headers })
  const { docs } = await found.json()
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ fullName: 'سارا احمدی', mobileNumber: '09121112233' })
})

test('asking for a sign-in code before the page answers asks once it does, the number never in the address', async ({ page }) => {
  const release = await holdScripts(page)
  const addresses = documentAddresses(page)
  await page.goto('/auth/login', { waitUntil: 'commit' })
  // A number of its own: a second request for one number within a minute is refused.
  await page.getByLabel('شماره موبایل').fill(newCustomer().mobile)
  await page.getByRole('button', { name: 'ارسال کد' }).click()
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(1)

  release()
  await expect(page.getByText(/اگر این شماره در سامانه ثبت شده باشد، کد ورود به آن پیامک شد/)).toBeVisible()
  expect(addresses).toEqual([expect.stringMatching(/\/auth\/login$/)])
})

test('"use a password" tapped before the sign-in page answers switches to the password when it does', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/auth/login', { waitUntil: 'commit' })
  await page.getByRole('button', { name: 'استفاده از رمز عبور' }).click()
  release()
  await expect(page.getByLabel('شماره موبایل یا ایمیل')).toBeVisible()
  await expect(page.getByRole('button', { name: 'دریافت رمز یک‌بار مصرف' })).toBeVisible()
})

test('"new mobile number" tapped before the profile answers opens the change when it does', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  const staff = { Authorization: `JWT ${(await login.json()).token}` }
  const customer = newCustomer('مینا کاظمی')
  expect((await request.post('/api/customers', { headers: staff, data: customer })).status()).toBe(201)
  expect((await page.request.post('/api/customers/login', { data: { email: customer.email, password: customer.password } })).status()).toBe(200)

  const release = await holdScripts(page)
  await page.goto('/profile', { waitUntil: 'commit' })
  const change = page.getByRole('button', { name: 'شماره موبایل تازه' })
  await change.click()
  await expect(change).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(page.getByTestId('mobile-change').getByLabel('شماره موبایل تازه')).toBeVisible()
  await expect(page.getByRole('button', { name: 'ارسال کد تأیید' })).toBeVisible()
})

test('a long form sent while the page runs but before its own code arrived is checked once it does', async ({ page, request }) => {
  const addresses = documentAddresses(page)
  const form = page.getByTestId('employment-form')
  const release = await openWithFormCodeHeld(page, request, '/en/employment', form)
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form).toHaveAttribute('aria-busy', 'true')

  release()
  await formAnswers(form)
  await expect(form.getByTestId('error-summary')).toContainText('fields need your attention')
  await expect(form).not.toHaveAttribute('aria-busy')
  expect(addresses).toEqual([expect.stringMatching(/\/en\/employment$/)])
})

test('a sign-in number typed while the page runs but before the form\'s own code arrived is the one sent once it arrives', async ({ page, request }) => {
  const form = page.locator('form', { has: page.getByLabel('شماره موبایل') })
  const release = await openWithFormCodeHeld(page, request, '/auth/login', form)
  const { mobile } = newCustomer()
  await page.getByLabel('شماره موبایل').fill(mobile)

  release()
  await formAnswers(form)
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(mobile)
  await page.getByRole('button', { name: 'ارسال کد' }).click()
  await expect(page.getByText(/اگر این شماره در سامانه ثبت شده باشد، کد ورود به آن پیامک شد/)).toBeVisible()
})

test('registration details typed before the form\'s own code arrived are all sent once it does', async ({ page, request }) => {
  const form = page.locator('form', { has: page.getByLabel('Full name') })
  const release = await openWithFormCodeHeld(page, request, '/en/auth/register', form)
  const c = newCustomer()
  const since = outboxMark()
  const typed = [
    [page.getByLabel('Full name'), c.name],
    [page.getByLabel('Email'), c.email],
    [page.getByLabel('Mobile number'), c.mobile],
    [page.getByLabel('Password', { exact: true }), c.password],
    [page.getByLabel('Repeat password'), c.password],
  ] as const
  for (const [field, value] of typed) await field.fill(value)

  release()
  await formAnswers(form)
  for (const [field, value] of typed) await expect(field).toHaveValue(value)
  await page.getByRole('button', { name: 'Send confirmation code' }).click()
  await expect(page.getByText(`We texted a confirmation code to ${c.mobile}`)).toBeVisible()
  expect(await codeFromOutbox(c.mobile, since)).toMatch(/^\d{6}$/)
})

test('a tap that comes after the page answers goes straight through', async ({ page }) => {
  await page.goto('/en/contact')
  const form = page.getByTestId('consultation-form')
  await formAnswers(form)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByText('Filling all fields is mandatory.')).toBeVisible()
  await expect(form).not.toHaveAttribute('aria-busy')
})

test('"add to cart" tapped twice before the page answers adds the product once when it does', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/en/pr/seamless-pipes/28', { waitUntil: 'commit' })
  const add = page.getByRole('button', { name: 'Add to cart' })
  await add.click()
  await add.click()
  await expect(add).toHaveAttribute('aria-busy', 'true')

  release()
  await expect(page.getByTestId('notification')).toContainText('Successfully added.')
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(add).not.toHaveAttribute('aria-busy')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!)).toEqual([{ productId: 28, quantity: 1 }])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the menu opened before the page answers stays open when it does', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    // The menu is a native popover: its button opens it without the page's code.
    await page.getByRole('button', { name: 'منو', exact: true }).tap()
    const menu = page.getByRole('navigation', { name: 'منوی اصلی' })
    await expect(menu).toBeVisible()
    release()
    await page.waitForFunction(() => document.documentElement.classList.contains('reveal-ready'))
    await page.waitForTimeout(500)
    await expect(menu).toBeVisible()
    // Following a link in it still closes it.
    await menu.getByRole('link', { name: 'وبلاگ' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(menu).toBeHidden()
  })

  test('the filters button tapped before the listing answers opens the filters when it does', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/search/round-tubes', { waitUntil: 'commit' })
    const toggle = page.getByRole('button', { name: 'دسته‌ها و فیلترها', exact: true })
    await toggle.tap()
    await expect(toggle).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(page.getByRole('dialog', { name: 'دسته‌ها و فیلترها' })).toBeVisible()
    await expect(toggle).not.toHaveAttribute('aria-busy')
  })

  test('the contact map tapped before the page answers comes alive when it does', async ({ page }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
    const release = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'commit' })
    const map = page.getByTestId('branch-map')
    const use = map.getByRole('button', { name: 'جابه‌جایی و بزرگ‌نمایی نقشه' })
    await use.tap()
    await expect(use).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 })
    await expect(map).toHaveAttribute('data-map', 'live')
    await expect(map.locator('.branch-marker')).toHaveCount(3)
  })

  test('"next" on the certifications strip tapped before the home page answers scrolls it when it does', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    const strip = page.getByRole('region', { name: 'فهرست گواهینامه‌ها؛ برای دیدن بقیه به پهلو بروید' })
    await strip.scrollIntoViewIfNeeded()
    const position = () => strip.evaluate((el) => Math.abs(el.scrollLeft))
    const on = page.getByRole('button', { name: 'موارد بعدی' })
    await on.tap()
    await expect(on).toHaveAttribute('aria-busy', 'true')
    expect(await position()).toBe(0)
    release()
    await expect.poll(position).toBeGreaterThan(100)
    await expect(on).not.toHaveAttribute('aria-busy')
  })
})

test('"print" tapped before the price list answers opens the print dialog once when it does', async ({ page }) => {
  // The dialog itself is the browser's: the page's call to open it is what can be seen here.
  await page.addInitScript(() => {
    const w = window as unknown as { printed: number }
    w.printed = 0
    window.print = () => void w.printed++
  })
  const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed)
  const release = await holdScripts(page)
  await page.goto('/prices', { waitUntil: 'commit' })
  const print = page.getByRole('button', { name: 'چاپ فهرست قیمت' })
  await print.click()
  await print.click()
  await expect(print).toHaveAttribute('aria-busy', 'true')
  expect(await printed()).toBe(0)
  release()
  await expect.poll(printed).toBe(1)
  await expect(print).not.toHaveAttribute('aria-busy')
  await page.waitForTimeout(300)
  expect(await printed()).toBe(1)
})

test('a picture of an album tapped before the page answers opens when it does', async ({ page }) => {
  await page.goto('/en/gallery')
  const album = await page.getByTestId('album-card').first().getByRole('link').getAttribute('href')
  const release = await holdScripts(page)
  await page.goto(album!, { waitUntil: 'commit' })
  await page.getByTestId('album-pictures').getByRole('button').first().click()
  release()
  await expect(page.getByTestId('gallery-overlay')).toBeVisible()
})

test.describe('the guard on its own, over bare markup', () => {
  /** The page's own guard, taken from what the server sends, over markup whose code "arrives" on demand. */
  async function bare(page: Page, request: APIRequestContext, markup: string) {
    const html = await (await request.get('/en/contact')).text()
    const guard = [...html.matchAll(/<script>([^<]*"submit"[^<]*)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes('data-hydrated'))
    expect(guard).toBeTruthy()
    await page.setContent(markup)
    await page.addScriptTag({ content: guard! })
    await page.evaluate(() => ((window as unknown as { taken: number }).taken = 0))
  }
  /** The element's code arrives: it counts what it takes and prevents the default, as every such handler does. */
  const codeFor = (page: Page, type: 'submit' | 'click') =>
    page.evaluate((type) => {
      document.addEventListener(type, (e) => {
        e.preventDefault()
        ;(window as unknown as { taken: number }).taken++
      })
    }, type)
  const taken = (page: Page) => page.evaluate(() => (window as unknown as { taken: number }).taken)
  const answers = (page: Page, selector: string) => page.evaluate((selector) => document.querySelector(selector)!.setAttribute('data-hydrated', 'true'), selector)

  for (const [what, markup, selector, type] of [
    ['a form', '<form data-hydrated="false"><input name="mobile" value="09120000000"><button>Send</button></form>', 'form', 'submit'],
    ['a button', '<button type="button" data-hydrated="false">Send</button>', 'button', 'click'],
  ] as const) {
    test(`${what}: taps before its code runs are held and made once when it does`, async ({ page, request }) => {
      await bare(page, request, markup)
      const url = page.url()
      await page.getByRole('button', { name: 'Send' }).click()
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(page.locator(selector)).toHaveAttribute('aria-busy', 'true')
      expect(page.url()).toBe(url)
      await codeFor(page, type)
      expect(await taken(page)).toBe(0)
      await answers(page, selector)
      await expect.poll(() => taken(page)).toBe(1)
      await expect(page.locator(selector)).not.toHaveAttribute('aria-busy')
      await page.waitForTimeout(300)
      expect(await taken(page)).toBe(1)
    })

    test(`${what}: a second tap whose own turn comes after the code answered adds nothing`, async ({ page, request }) => {
      await bare(page, request, markup)
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(page.locator(selector)).toHaveAttribute('aria-busy', 'true')
      // The second tap, the code's arrival and its answer in one task, as on a busy phone (seen in
      // the browser suite beside another): whatever the guard leaves to the end of the tap runs after.
      await page.evaluate(([type, selector]) => {
        document.querySelector('button')!.click()
        document.addEventListener(type, (e) => {
          e.preventDefault()
          ;(window as unknown as { taken: number }).taken++
        })
        document.querySelector(selector)!.setAttribute('data-hydrated', 'true')
      }, [type, selector] as const)
      await expect.poll(() => taken(page)).toBe(1)
      await page.waitForTimeout(300)
      expect(await taken(page)).toBe(1)
    })

    test(`${what}: a tap its code takes on the way (hydrated on that very tap) is not made again`, async ({ page, request }) => {
      await bare(page, request, markup)
      await codeFor(page, type)
      // It says it answers only after the tap, as React's re-render may.
      await page.evaluate(([type, selector]) => document.addEventListener(type, () => setTimeout(() => document.querySelector(selector)!.setAttribute('data-hydrated', 'true'), 50)), [type, selector] as const)
      await page.getByRole('button', { name: 'Send' }).click()
      await page.waitForTimeout(400)
      expect(await taken(page)).toBe(1)
      await expect(page.locator(selector)).not.toHaveAttribute('aria-busy')
    })
  }
})
