import { expect, test, type Page } from '@playwright/test'
import { clickPrefetched, demoAdmin, islandsReady, trackPrefetches } from './fixtures'
import { perKgOnScreen, rankedPerKg } from './per-kg'

const resultCount = async (page: Page) => Number((await page.getByTestId('results').getByTestId('product-card').count()))
const titlesOnScreen = (page: Page) => page.getByTestId('results').getByTestId('product-card').getByRole('heading').allTextContents()

/**
 * The list on screen once it has settled: read until two reads a moment apart agree, so that a list
 * still arriving (a slow machine) is not taken for the one the navigation shows.
 */
async function settledTitles(page: Page) {
  let last: string[] | null = null
  await expect
    .poll(
      async () => {
        const now = await titlesOnScreen(page)
        const settled = now.length > 0 && last !== null && JSON.stringify(now) === JSON.stringify(last)
        last = now
        return settled
      },
      { message: 'the list on screen settled', intervals: [250], timeout: 15_000 },
    )
    .toBe(true)
  return last!
}

/** The list a client navigation shows must be the one the server renders for that URL. */
async function expectSameAsReload(page: Page, step: string) {
  const shown = await settledTitles(page)
  const heading = await page.getByTestId('result-count').textContent()
  await page.reload()
  expect(await titlesOnScreen(page), `${step}: the list after a reload is the one the link showed`).toEqual(shown)
  await expect(page.getByTestId('result-count')).toHaveText(heading!)
}

test.describe('catalogue', () => {
  test('browse a category in Persian and in English', async ({ page }) => {
    await page.goto('/search')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('محصولات')
    const tree = page.getByTestId('category-tree')
    await tree.getByRole('link').nth(1).click()
    await expect(page).toHaveURL(/\/search\/[a-z0-9-]+$/)
    expect(await resultCount(page)).toBeGreaterThan(0)
    await expect(page.getByTestId('category-tree').locator('[aria-current=page]')).toBeVisible()

    await page.goto('/en/search/round-tubes')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products')
    expect(await resultCount(page)).toBeGreaterThan(0)
  })

  test('on a Persian listing, sort and page links work once the page has prefetched them', async ({ page }) => {
    const prefetched = trackPrefetches(page)
    await page.goto('/search')
    const before = await titlesOnScreen(page)
    const sort = page.getByTestId('sort')
    await clickPrefetched(prefetched, sort.getByRole('link', { name: 'پربازدیدترین' }))
    await expect(page).toHaveURL(/\/search\?sort=most-visited$/)
    await expect(sort.getByRole('link', { name: 'پربازدیدترین' })).toHaveAttribute('aria-current', 'true')
    await expect.poll(() => titlesOnScreen(page), { message: 'the sort link shows another order', timeout: 15_000 }).not.toEqual(before)
    await expectSameAsReload(page, 'most visited')

    const sorted = await titlesOnScreen(page)
    await clickPrefetched(prefetched, page.getByTestId('pagination').getByRole('link', { name: '۲', exact: true }))
    await expect(page).toHaveURL(/\/search\?sort=most-visited&page=2$/)
    await expect(page.getByTestId('pagination').locator('[aria-current=page]')).toHaveText('۲')
    await expect.poll(() => titlesOnScreen(page), { message: 'page 2 shows other products', timeout: 15_000 }).not.toEqual(sorted)
    await expectSameAsReload(page, 'page 2')

    await clickPrefetched(prefetched, page.getByTestId('pagination').getByRole('link', { name: '۱', exact: true }))
    await expect(page).toHaveURL(/\/search\?sort=most-visited$/)
    await expect.poll(() => titlesOnScreen(page), { message: 'page 1 shows its products again', timeout: 15_000 }).toEqual(sorted)
  })

  test('listing cards show their product picture on the catalogue, a category and the home page', async ({ page }) => {
    for (const path of ['/search', '/search/round-tubes', '/']) {
      await page.goto(path)
      const cards = page.getByTestId('product-card')
      const n = await cards.count()
      expect(n, path).toBeGreaterThan(0)
      await expect(cards.locator('img'), path).toHaveCount(n)
      const first = cards.first().locator('img')
      await first.scrollIntoViewIfNeeded()
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: path }).toBeGreaterThan(0)
    }
  })

  test('sort cheapest first shows ascending prices per kilogram on screen', async ({ page }) => {
    await page.goto('/en/search/round-tubes')
    await page.getByTestId('sort').getByRole('link', { name: 'Cheapest' }).click()
    await expect(page).toHaveURL(/sort=cheapest/)
    const prices = rankedPerKg(await perKgOnScreen(page), 'ascending')
    expect(prices.known.length).toBeGreaterThan(1)
    expect(prices.known).toEqual(prices.sorted)
    await page.getByTestId('sort').getByRole('link', { name: 'Most expensive' }).click()
    await expect(page).toHaveURL(/sort=most-expensive/)
    await expect(page.getByTestId('sort').getByRole('link', { name: 'Most expensive' })).toHaveAttribute('aria-current', 'true')
    const desc = rankedPerKg(await perKgOnScreen(page), 'descending')
    expect(desc.known).toEqual(desc.sorted)
    expect(desc.known[0]).toBeGreaterThanOrEqual(prices.known.at(-1)!)
  })

  test('filter by a specification value', async ({ page }) => {
    await page.goto('/en/search/round-tubes')
    await islandsReady(page)
    const before = await page.getByTestId('result-count').textContent()
    const fieldset = page.getByTestId('filters').locator('fieldset[data-spec]').first()
    const option = fieldset.getByRole('checkbox').first()
    const value = await option.getAttribute('value')
    const key = (await fieldset.getAttribute('data-spec'))!
    await option.check()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    // Still in English: the form keeps the locale of the page it is on.
    await expect(page).toHaveURL(new RegExp(`/en/search/round-tubes\\?.*spec=${key}%3A`))
    // Price boxes left empty stay out of the address.
    expect(new URL(page.url()).search).not.toMatch(/(^|&|\?)(min|max)=/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const after = await page.getByTestId('result-count').textContent()
    expect(after).not.toBe(before)
    expect(await resultCount(page)).toBeGreaterThan(0)
    await expect(page.getByTestId('filters').locator(`input[name="spec"][value="${value}"]`)).toBeChecked()
    // The filtered page is a plain URL: opened afresh it shows the same result.
    const url = page.url()
    await page.goto(url)
    await expect(page.getByTestId('result-count')).toHaveText(after!)
  })

  test('a Persian word typed with Arabic letters finds the same products', async ({ page }) => {
    await page.goto('/search')
    await page.getByRole('searchbox', { name: 'جست‌وجوی محصولات' }).fill('گالوانیزه')
    await page.getByRole('button', { name: 'جست‌وجو' }).click()
    const persian = await page.getByTestId('result-count').textContent()
    expect(await resultCount(page)).toBeGreaterThan(0)
    await page.getByRole('searchbox', { name: 'جست‌وجوی محصولات' }).fill('گالوانيزه')
    await page.getByRole('button', { name: 'جست‌وجو' }).click()
    await expect(page).toHaveURL(/q=/)
    await expect(page.getByTestId('result-count')).toHaveText(persian!)
  })

  test('searching from an English page stays in English', async ({ page }) => {
    await page.goto('/en/search')
    await page.getByRole('searchbox', { name: 'Search products' }).fill('galvanized')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/search\?q=galvanized$/)
    expect(await resultCount(page)).toBeGreaterThan(0)
  })

  test('an empty result says so and offers to clear the filters', async ({ page }) => {
    await page.goto('/en/search?q=zzzzqqq')
    await expect(page.getByTestId('empty-results')).toContainText('No product matches these filters.')
    await page.getByTestId('empty-results').getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/en\/search$/)
    expect(await resultCount(page)).toBeGreaterThan(0)
  })

  test('bad listing input is clamped, never an error', async ({ request }) => {
    for (const qs of ['page=-4', 'page=99999', 'sort=bogus', 'min=-5&max=1e99', `q=${'ل'.repeat(1500)}`, 'spec=nope:1&brand=NOT A SLUG']) {
      const res = await request.get(`/en/search?${qs}`)
      expect(res.status(), qs).toBe(200)
    }
  })

  test('a product page shows its specifications and a QR code of its URL', async ({ page, baseURL }) => {
    await page.goto('/en/search/round-tubes')
    const card = page.getByTestId('results').getByTestId('product-card').first()
    const title = (await card.getByRole('heading').textContent())!
    await card.getByRole('link').click()
    await expect(page).toHaveURL(/\/en\/pr\/[a-z0-9-]+\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const specs = page.getByTestId('specs')
    await expect(specs.getByRole('rowheader', { name: 'Outer diameter' })).toBeVisible()
    expect(await specs.locator('tbody tr').count()).toBeGreaterThan(3)
    // The picture really loads (served through next/image from the media collection).
    const picture = page.getByTestId('gallery').locator('img').first()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    await islandsReady(page)
    await page.getByRole('button', { name: 'Show QR code' }).click()
    await expect(page.getByTestId('qr').locator('svg')).toBeVisible()
    expect(await page.getByTestId('qr').getAttribute('data-url')).toBe(page.url().replace(baseURL!, baseURL!))
    await expect(page.getByRole('heading', { name: 'Similar products' })).toBeVisible()
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
    const data = JSON.parse(jsonLd!) as { '@type': string; offers: { priceCurrency: string } }[]
    expect(data[0]!['@type']).toBe('Product')
    expect(data[0]!.offers.priceCurrency).toBe('IRR')
  })

  test('a Persian product page shows toman with Persian digits', async ({ page }) => {
    await page.goto('/search/round-tubes?sort=cheapest')
    await page.getByTestId('results').getByTestId('product-card').first().getByRole('link').click()
    await expect(page.getByTestId('price').first()).toContainText(/[۰-۹]+.*تومان/)
  })

  test('compare two products side by side; it survives a reload and can be shared', async ({ page, browser }) => {
    await page.goto('/en/search/round-tubes?sort=cheapest')
    const links = page.getByTestId('results').getByTestId('product-card').getByRole('link')
    const first = (await links.nth(0).getAttribute('href'))!
    const second = (await links.nth(1).getAttribute('href'))!
    for (const href of [first, second]) {
      await page.goto(href)
      await islandsReady(page)
      await page.getByRole('button', { name: 'Compare' }).click()
      await expect(page.getByRole('button', { name: 'In comparison' })).toBeVisible()
    }
    await page.goto('/en/compare')
    await expect(page).toHaveURL(/ids=\d+(%2C|,)\d+/)
    const table = page.getByTestId('compare-table')
    await expect(table.locator('thead th[data-product]')).toHaveCount(2)
    await expect(table.getByRole('rowheader', { name: /Outer diameter/ })).toBeVisible()
    expect(await table.locator('tr[data-differs]').count()).toBeGreaterThan(0)
    await page.reload()
    await expect(page.getByTestId('compare-table').locator('thead th[data-product]')).toHaveCount(2)

    const shared = await browser.newPage()
    await shared.goto(page.url())
    await expect(shared.getByTestId('compare-table').locator('thead th[data-product]')).toHaveCount(2)
    await shared.close()

    await table.getByRole('button', { name: /^Remove / }).first().click()
    await expect(page.getByTestId('compare-table').locator('thead th[data-product]')).toHaveCount(1)
  })

  test('add to cart says so', async ({ page }) => {
    await page.goto('/en/search/round-tubes')
    await page.getByTestId('results').getByTestId('product-card').first().getByRole('link').click()
    await islandsReady(page)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByTestId('notification')).toContainText('Successfully added.')
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).toBe(1)
  })

  test('an unknown product is the 404 page; a wrong category segment goes to the canonical URL', async ({ page, request }) => {
    const res = await page.goto('/en/pr/round-tubes/999999')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found')

    await page.goto('/en/search/round-tubes')
    const href = (await page.getByTestId('results').getByTestId('product-card').first().getByRole('link').getAttribute('href'))!
    const id = href.split('/').pop()
    const wrong = await request.get(`/en/pr/wrong-category/${id}`, { maxRedirects: 0 })
    expect([301, 308]).toContain(wrong.status())
    expect(wrong.headers().location).toContain(href)

    const viaSearch = await page.goto(href.replace('/en/pr/', '/en/search/'))
    expect(viaSearch?.status()).toBe(200)
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${href}$`))
  })

  test('a staff edit shows on the product page without a rebuild', async ({ page, request }) => {
    await page.goto('/en/search/square-tubes')
    const href = (await page.getByTestId('results').getByTestId('product-card').first().getByRole('link').getAttribute('href'))!
    await page.goto(href)
    const id = href.split('/').pop()
    const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const edit = await request.patch(`/api/products/${id}?locale=en`, { data: { title: 'Square tube, edited by staff' }, headers })
    expect(edit.ok()).toBe(true)
    await expect.poll(async () => (await (await request.get(href)).text()).includes('Square tube, edited by staff')).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Square tube, edited by staff')
    const listing = await (await request.get('/en/search/square-tubes')).text()
    expect(listing).toContain('Square tube, edited by staff')
  })

  test('a plain or sorted listing is rendered once and then served from cache; a filtered one per request', async ({ request }) => {
    for (const path of ['/search/round-tubes?sort=cheapest', '/en/search?page=2', '/ar/search/square-tubes']) {
      await request.get(path)
      const again = await request.get(path)
      expect(again.status(), path).toBe(200)
      expect(again.headers()['x-nextjs-cache'], path).toBe('HIT')
    }
    const filtered = await request.get('/search/round-tubes?stock=in')
    expect(filtered.status()).toBe(200)
    expect(filtered.headers()['x-nextjs-cache']).toBeUndefined()
    // The kept renders have no address of their own.
    for (const path of ['/listing/newest/1/round-tubes', '/listing/newest/1', '/en/listing/cheapest/2']) expect((await request.get(path)).status(), path).toBe(404)
  })

  test('the sitemap lists categories and products with hreflang', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toContain(`<loc>${baseURL}/en/search/round-tubes</loc>`)
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/ar/pr/[a-z0-9-]+/\\d+</loc>`))
  })
})
