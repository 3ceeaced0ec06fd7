import { expect, test } from '@playwright/test'
import { clickPrefetched, demoAdmin, trackPrefetches } from './fixtures'

const cards = (page: import('@playwright/test').Page) => page.getByTestId('post-card')

test.describe('blog', () => {
  test('list → page two → a post → its neighbours', async ({ page }) => {
    await page.goto('/en/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await expect(cards(page)).toHaveCount(6)
    await expect(cards(page).first()).toContainText('Choosing galvanized pipe for building services')
    await expect(page.getByText('Draft: building industry fair plans')).toHaveCount(0)
    await expect(page.getByText('Scheduled: year-end offer')).toHaveCount(0)

    await page.getByTestId('pagination').getByRole('link', { name: '2' }).click()
    await expect(page).toHaveURL(/\/en\/blog\?page=2$/)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('A shipment leaves for Bandar Abbas')

    // An old or hand-typed page past the end shows the last page, not an empty list.
    await page.goto('/en/blog?page=9')
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByTestId('pagination').locator('[aria-current=page]')).toHaveText('2')

    await page.goto('/en/blog')
    await cards(page).nth(1).getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our ISO 9001 certificate renewed')
    await expect(page.getByTestId('reading-time')).toHaveText(/minute read/)
    await expect(page.getByTestId('share').getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /t\.me\/share\/url\?url=http/)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'Our ISO 9001 certificate renewed', inLanguage: 'en-US' })

    await page.getByTestId('post-neighbours').getByRole('link', { name: /Next post/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choosing galvanized pipe for building services')
    await expect(page.getByTestId('post-neighbours').getByRole('link', { name: /Next post/ })).toHaveCount(0)
    await page.getByTestId('post-neighbours').getByRole('link', { name: /Previous post/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our ISO 9001 certificate renewed')
  })

  test('archive by Jalali month and by tag', async ({ page }) => {
    await page.goto('/blog')
    const archive = page.getByTestId('blog-archive')
    // Persian month names of the Jalali calendar, with Persian digits.
    await expect(archive.getByRole('link').first().locator('span').first()).toHaveText(/^(?=.*(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند))(?=.*[۰-۹]{4})/)
    const monthLinks = archive.locator('a[href*="month="]')
    const n = await monthLinks.count()
    expect(n).toBeGreaterThan(1)
    const last = monthLinks.nth(n - 1)
    const [label, count] = await last.locator('span').allTextContents()
    await last.click()
    await expect(page).toHaveURL(/\/blog\?month=1[34]\d\d-\d\d$/)
    await expect(page.getByTestId('blog-filter')).toContainText(label!)
    await expect(cards(page)).toHaveCount(Number(count!.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))))

    await page.goto('/en/blog')
    await page.getByTestId('blog-archive').getByRole('link', { name: '#Galvanized' }).click()
    await expect(page).toHaveURL(/\/en\/blog\?tag=galvanized$/)
    await expect(page.getByTestId('blog-filter')).toContainText('Posts tagged “Galvanized”')
    await expect(cards(page)).toHaveCount(2)
  })

  test('on the Persian blog, month and tag links work once the page has prefetched them', async ({ page }) => {
    const prefetched = trackPrefetches(page)
    await page.goto('/blog')
    const archive = page.getByTestId('blog-archive')
    const all = await cards(page).allTextContents()
    const month = archive.locator('a[href*="month="]').last()
    const [label] = await month.locator('span').allTextContents()
    // Month first, then the year, as every Jalali date on the site: «آبان ۱۴۰۵».
    expect(label).toMatch(/^(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) [۰-۹]{4}$/)
    await clickPrefetched(prefetched, month)
    await expect(page).toHaveURL(/\/blog\?month=1[34]\d\d-\d\d$/)
    await expect(page.getByTestId('blog-filter')).toContainText(label!)
    await expect(month).toHaveAttribute('aria-current', 'page')
    await expect.poll(() => cards(page).allTextContents()).not.toEqual(all)
    const inMonth = await cards(page).allTextContents()
    await page.reload()
    expect(await cards(page).allTextContents()).toEqual(inMonth)

    const tag = page.getByTestId('blog-archive').locator('a[href*="tag="]').first()
    const tagName = (await tag.textContent())!.replace('#', '')
    await clickPrefetched(prefetched, tag)
    await expect(page).toHaveURL(/\/blog\?tag=[a-z0-9-]+$/)
    await expect(page.getByTestId('blog-filter')).toContainText(tagName)
    const tagged = await cards(page).allTextContents()
    await page.reload()
    expect(await cards(page).allTextContents()).toEqual(tagged)
  })

  test('unknown or invalid post ids are the 404 page', async ({ request }) => {
    for (const path of ['/blog/999999', '/en/blog/abc', '/ar/blog/0', '/blog/1.5']) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
    }
  })

  test('posts are in the sitemap in every language', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const ids = [...xml.matchAll(/<loc>[^<]*\/en\/blog\/(\d+)<\/loc>/g)].map((m) => m[1])
    expect(ids.length).toBe(7)
    expect(xml).toContain(`/ar/blog/${ids[0]}</loc>`)
  })

  test('an edit to a post shows without a rebuild, in the edited language only', async ({ request, page }) => {
    await page.goto('/en/blog')
    const href = (await cards(page).first().getByRole('link').getAttribute('href'))!
    const id = href.split('/').at(-1)!
    const heading = async (path: string) => (await (await request.get(path)).text()).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]
    expect(await heading(`/en/blog/${id}`)).toBe('Choosing galvanized pipe for building services')
    const faTitle = await heading(`/blog/${id}`)

    const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const edit = await request.patch(`/api/posts/${id}?locale=en`, { data: { title: 'Galvanized pipe, revised' }, headers })
    expect(edit.ok()).toBe(true)
    await expect.poll(() => heading(`/en/blog/${id}`)).toBe('Galvanized pipe, revised')
    await expect.poll(async () => (await (await request.get('/en/blog')).text()).includes('Galvanized pipe, revised')).toBe(true)
    expect(await heading(`/blog/${id}`)).toBe(faTitle)
    await request.patch(`/api/posts/${id}?locale=en`, { data: { title: 'Choosing galvanized pipe for building services' }, headers })
    await expect.poll(() => heading(`/en/blog/${id}`)).toBe('Choosing galvanized pipe for building services')
  })
})
