import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demoAdmin, islandsReady } from './fixtures'

type Product = { id: number; path: string }
type Headers = Record<string, string>

/** The demo admin's token: the staff cookie is Secure, so over plain http it goes in a header. */
async function adminHeaders(request: APIRequestContext): Promise<Headers> {
  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** Published demo products (unprefixed paths), a different one per test so counts do not mix. */
async function products(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/products?where[status][equals]=published&sort=id&limit=8&depth=1')
  const { docs } = (await res.json()) as { docs: { id: number; category: { slug: string } }[] }
  return docs.map((d) => ({ id: d.id, path: `/pr/${d.category.slug}/${d.id}` }))
}

let seq = 0
/** A new customer made by the admin, signed in inside this page's browser context. */
async function signedInCustomer(page: Page, admin: Headers, name: string) {
  const stamp = `${Date.now().toString().slice(-7)}${seq++}`.slice(-8)
  const data = { name, email: `social${stamp}@example.com`, mobile: `091${stamp}`, password: 'steel-e2e-2026' }
  const created = await page.request.post('/api/customers', { data, headers: admin })
  expect(created.ok()).toBe(true)
  const login = await page.request.post('/api/customers/login', { data: { email: data.email, password: data.password } })
  expect(login.ok()).toBe(true)
  return data
}

const likes = (page: Page) => page.getByTestId('likes')
const likeCount = async (page: Page) => Number(await page.getByTestId('like-count').getAttribute('data-count'))

/** Opens a product page and waits until the like island knows the current count and the visitor. */
async function openProduct(page: Page, path: string) {
  await page.goto(path)
  await islandsReady(page)
  await expect(likes(page)).toHaveAttribute('data-ready', 'true')
}

async function clickLike(page: Page, name: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/catalog/likes/') && r.request().method() === 'POST')
  await likes(page).getByRole('button', { name }).click()
  expect((await answered).status()).toBe(200)
}

test.describe('likes and comments', () => {
  test('a customer likes a product once, and the like stays until taken back', async ({ page, request }) => {
    const [product] = await products(request)
    await signedInCustomer(page, await adminHeaders(request), 'سارا پسندی')
    await openProduct(page, product!.path)
    const button = likes(page).getByRole('button', { name: 'می‌پسندم' })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    const before = await likeCount(page)

    await clickLike(page, 'می‌پسندم')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('like-count')).toHaveAttribute('data-count', String(before + 1))
    await expect(page.getByTestId('like-count')).toContainText('پسند')

    await openProduct(page, product!.path)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(await likeCount(page)).toBe(before + 1)

    await clickLike(page, 'می‌پسندم')
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByTestId('like-count')).toHaveAttribute('data-count', String(before))
    await openProduct(page, product!.path)
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(await likeCount(page)).toBe(before)
  })

  test('a comment waits for a moderator and then shows on the product page', async ({ page, request }) => {
    const product = (await products(request))[1]!
    const admin = await adminHeaders(request)
    await signedInCustomer(page, admin, 'امید دیدگاهی')
    await openProduct(page, product.path)

    const form = page.getByTestId('comment-form')
    const field = form.getByLabel('دیدگاه شما')
    // The shared schema answers in the browser before anything is sent.
    await form.getByRole('button', { name: 'ارسال دیدگاه' }).click()
    await expect(form.getByRole('alert')).toHaveText('لطفاً متن دیدگاه را بنویسید.')

    const text = `لوله‌ها سالم و به‌موقع رسید ${Date.now()}`
    await field.fill(`  ${text}  `)
    await form.getByRole('button', { name: 'ارسال دیدگاه' }).click()
    await expect(page.getByTestId('comment-received')).toHaveText('دیدگاه شما دریافت شد و پس از بررسی نمایش داده می‌شود.')
    await expect(field).toHaveValue('')

    await openProduct(page, product.path)
    await expect(page.locator('#comments-area')).toBeVisible()
    await expect(page.getByText(text)).toHaveCount(0)

    const found = await request.get(`/api/product-comments?where[body][equals]=${encodeURIComponent(text)}&depth=0`, { headers: admin })
    const [comment] = (await found.json()).docs as { id: number; status: string; authorName: string; locale: string }[]
    expect(comment).toMatchObject({ status: 'pending', authorName: 'امید دیدگاهی', locale: 'fa' })
    const approved = await request.patch(`/api/product-comments/${comment!.id}`, { data: { status: 'approved' }, headers: admin })
    expect(approved.ok()).toBe(true)

    await expect
      .poll(async () => {
        await page.reload()
        return page.getByTestId('comment').filter({ hasText: text }).count()
      })
      .toBe(1)
    const shown = page.getByTestId('comment').filter({ hasText: text })
    await expect(shown).toContainText('امید دیدگاهی')
    // A Jalali date in Persian digits, e.g. «۱ آذر ۱۴۰۵».
    await expect(shown.locator('time')).toHaveText(/^[۰-۹]+ [^\d]+ ۱۴[۰-۹]{2}$/)
  })

  test('a guest is asked to sign in and brought back to the product afterwards', async ({ page, request }) => {
    const product = (await products(request))[2]!
    await openProduct(page, product.path)
    const prompt = page.getByTestId('comment-sign-in')
    await expect(prompt).toContainText('برای نوشتن دیدگاه وارد حساب کاربری خود شوید.')
    const href = await prompt.getByRole('link', { name: 'ورود به حساب' }).getAttribute('href')
    const url = new URL(href!, 'http://x')
    expect(url.pathname).toBe('/auth/login')
    expect(url.searchParams.get('next')).toBe(product.path)
    await expect(page.getByTestId('comment-form')).toHaveCount(0)

    const before = await likeCount(page)
    await likes(page).getByRole('button', { name: 'می‌پسندم' }).click()
    await expect(page.getByTestId('like-sign-in')).toBeVisible()
    await expect(likes(page).getByRole('button', { name: 'می‌پسندم' })).toHaveAttribute('aria-pressed', 'false')
    expect(await likeCount(page)).toBe(before)
  })

  test('the endpoints refuse guests, staff and bad input with a 4xx and a message', async ({ request }) => {
    const product = (await products(request))[3]!
    const like = await request.post(`/api/catalog/likes/${product.id}`)
    expect(like.status()).toBe(401)
    expect(await like.json()).toEqual({ error: 'signIn' })
    const staff = await request.post(`/api/catalog/likes/${product.id}`, { headers: await adminHeaders(request) })
    expect(staff.status()).toBe(401)
    expect(await staff.json()).toEqual({ error: 'customersOnly' })
    expect((await request.get('/api/catalog/likes/abc')).status()).toBe(400)
    expect((await request.get('/api/catalog/likes/999999')).status()).toBe(404)
    const state = await request.get(`/api/catalog/likes/${product.id}`)
    expect(state.headers()['cache-control']).toBe('private, no-store')
    expect(await state.json()).toMatchObject({ liked: false })

    const comment = await request.post(`/api/catalog/comments/${product.id}`, { data: { body: 'Hello', locale: 'en' } })
    expect(comment.status()).toBe(401)
    expect(await comment.json()).toEqual({ error: 'signIn', message: 'Please sign in first.' })
  })

  test('in English: the prompt returns to the English page, and a customer comments and likes in English', async ({ page, request }) => {
    const product = (await products(request))[4]!
    const enPath = `/en${product.path}`
    await openProduct(page, enPath)
    const href = await page.getByTestId('comment-sign-in').getByRole('link', { name: 'Sign in' }).getAttribute('href')
    const url = new URL(href!, 'http://x')
    expect(url.pathname).toBe('/en/auth/login')
    expect(url.searchParams.get('next')).toBe(enPath)

    await signedInCustomer(page, await adminHeaders(request), 'Nina Lister')
    await openProduct(page, enPath)
    const before = await likeCount(page)
    await clickLike(page, 'Like')
    await expect(page.getByTestId('like-count')).toHaveText(before === 0 ? '1 like' : `${before + 1} likes`)

    const form = page.getByTestId('comment-form')
    await form.getByLabel('Your comment').fill('x'.repeat(2001))
    // The textarea stops at 2,000 characters; what the server would refuse cannot be typed.
    await expect(form.getByLabel('Your comment')).toHaveValue('x'.repeat(2000))
    await form.getByLabel('Your comment').fill('Straight seams, clean galvanizing.')
    await form.getByRole('button', { name: 'Send comment' }).click()
    await expect(page.getByTestId('comment-received')).toHaveText('Your comment was received and will be shown after review.')

    // Too long when sent anyway: a 400 with the message in the visitor's language. Sent from the
    // page, which holds the Secure session cookie (Playwright's own requests do not send it over http).
    const tooLong = await page.evaluate(async (id) => {
      const r = await fetch(`/api/catalog/comments/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ body: 'x'.repeat(2001), locale: 'en' }) })
      return { status: r.status, body: (await r.json()) as unknown }
    }, product.id)
    expect(tooLong).toEqual({ status: 400, body: { error: 'tooLong', message: 'A comment can be at most 2,000 characters long.' } })
  })

  test("a product's comments reserve about their height before they are drawn", async ({ page, request, browser }) => {
    const product = (await products(request))[5]!
    const admin = await adminHeaders(request)
    await signedInCustomer(page, admin, 'رضا بلندنویس')
    const stamp = Date.now()
    // A short one, a long one and one of three paragraphs.
    const bodies = [
      `خوب بود ${stamp}`,
      `${'کیفیت جوش و ضخامت دیواره با برگه مشخصات یکی بود و بسته‌بندی هم محکم بود. '.repeat(5)}${stamp}`,
      `ارسال سریع.\nقیمت مناسب.\nباز هم سفارش می‌دهم ${stamp}`,
    ]
    // Sent from the page, which holds the Secure session cookie.
    await openProduct(page, product.path)
    const sent = await page.evaluate(
      ({ id, bodies }) => Promise.all(bodies.map(async (body) => (await fetch(`/api/catalog/comments/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ body, locale: 'fa' }) })).status)),
      { id: product.id, bodies },
    )
    expect(sent).toEqual([201, 201, 201])
    const found = await request.get(`/api/product-comments?where[body][like]=${stamp}&depth=0&limit=10`, { headers: admin })
    const comments = (await found.json()).docs as { id: number }[]
    expect(comments).toHaveLength(3)
    for (const c of comments) expect((await request.patch(`/api/product-comments/${c.id}`, { data: { status: 'approved' }, headers: admin })).ok()).toBe(true)

    // As a guest: the page every visitor gets from the cache.
    const guest = await browser.newPage()
    const area = guest.locator('#comments-area')
    // Measured from outside the block: a size read inside it would lay it out for the reading.
    const measure = () => area.evaluate((el) => ({ drawn: el.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }), height: el.getBoundingClientRect().height }))
    // On a wide screen they sit in a column beside the details, drawn with the first screen.
    for (const [width, height] of [[390, 844], [768, 1024]] as const) {
      await guest.setViewportSize({ width, height })
      await expect
        .poll(async () => {
          await guest.goto(product.path)
          return guest.getByText(String(stamp)).count()
        })
        .toBe(3)
      await guest.evaluate(() => document.fonts.ready)
      const guessed = await measure()
      expect(guessed.drawn, `at ${width}: the comments wait below the first screen`).toBe(false)
      await area.scrollIntoViewIfNeeded()
      await expect.poll(async () => (await measure()).drawn).toBe(true)
      const drew = (await measure()).height
      expect(Math.abs(drew - guessed.height), `at ${width}: guessed ${guessed.height} px, drew ${drew} px`).toBeLessThanOrEqual(Math.max(64, drew * 0.15))
    }
    await guest.close()
  })
})
