import { expect, test } from '@playwright/test'
import { demoAdmin, islandsReady } from './fixtures'

const sections = ['categories', 'featured', 'figures', 'certifications', 'posts', 'gallery', 'branches', 'consultation']

const heroes = {
  '/': 'لوله و پروفیل فولادی برای ساختمان و صنعت',
  '/en': 'Steel tubes and profiles for building and industry',
  '/ar': 'أنابيب ومقاطع فولاذية للبناء والصناعة',
}

test.describe('home page', () => {
  for (const [path, hero] of Object.entries(heroes)) {
    test(`shows every section at ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero)
      for (const s of sections) await expect(page.getByTestId(`home-${s}`), s).toBeVisible()
      await expect(page.getByTestId('home-featured').getByTestId('product-card')).toHaveCount(4)
      await expect(page.getByTestId('home-posts').getByTestId('post-card')).toHaveCount(3)
      await expect(page.getByTestId('home-certifications').getByTestId('certification')).toHaveCount(7)
      await expect(page.getByTestId('home-gallery').locator('a[href*="/gallery/"]')).toHaveCount(2)
    })
  }

  test('the certifications strip says there is more and scrolls with the keyboard and its buttons', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await islandsReady(page)
    const strip = page.getByRole('region', { name: 'فهرست گواهینامه‌ها؛ برای دیدن بقیه به پهلو بروید' })
    await strip.scrollIntoViewIfNeeded()
    const position = () => strip.evaluate((el) => Math.abs(el.scrollLeft))
    expect(await position()).toBe(0)
    const back = page.getByRole('button', { name: 'موارد قبلی' })
    const on = page.getByRole('button', { name: 'موارد بعدی' })
    await expect(back).toBeHidden()
    await on.click()
    await expect.poll(position).toBeGreaterThan(100)
    await expect(back).toBeVisible()
    await strip.evaluate((el) => el.scrollTo({ left: 0 }))
    await expect.poll(position).toBe(0)
    await strip.focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(position).toBeGreaterThan(0)
  })

  test('every link on the home page says where it goes: none is a bare "more"', async ({ page }) => {
    // Crawlers and screen-reader link lists show a link's text alone.
    const vague = ['بیشتر', 'ادامه', 'اینجا', 'more', 'read more', 'click here', 'here', 'المزيد', 'اقرأ المزيد', 'هنا']
    for (const home of ['/', '/en', '/ar']) {
      await page.goto(home)
      const texts = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a.textContent ?? '').trim().toLowerCase()))
      expect(texts.filter((t) => vague.includes(t)), home).toEqual([])
    }
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'همهٔ گواهینامه‌ها' })).toHaveAttribute('href', '/about#certifications')
  })

  test('staff rearrange the sections and the page follows without a rebuild', async ({ request }) => {
    const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const order = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/data-testid="home-(\w+)"/g)].map((m) => m[1]).filter((s) => s !== 'hero')
    expect(await order('/en')).toEqual(sections)
    const edit = await request.post('/api/globals/home-page', { data: { sections: ['posts', 'consultation'] }, headers })
    expect(edit.ok()).toBe(true)
    await expect.poll(() => order('/en')).toEqual(['posts', 'consultation'])
    await expect.poll(() => order('/ar')).toEqual(['posts', 'consultation'])
    await request.post('/api/globals/home-page', { data: { sections }, headers })
    await expect.poll(() => order('/en')).toEqual(sections)
  })
})

test.describe('about and services', () => {
  test('about shows the rich text and the certifications with Jalali validity', async ({ page }) => {
    await page.goto('/about#certifications')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('درباره ما')
    await expect(page.getByTestId('rich-text')).toContainText('دوازده خط نورد')
    const first = page.locator('#certifications').getByTestId('certification').first()
    await expect(first).toContainText('ISO 9001:2015')
    await expect(first).toContainText(/معتبر تا [۰-۹]+ \S+ [۰-۹]{4}/)
    await page.goto('/en/services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services')
    await expect(page.getByTestId('highlights')).toContainText('Hot-dip galvanizing')
  })
})
