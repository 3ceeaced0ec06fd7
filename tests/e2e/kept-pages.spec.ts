import { expect, test, type APIRequestContext } from '@playwright/test'
import { demoAdmin } from './fixtures'

/** Asked twice: the second answer must come from Next's page cache, as a shared cache may keep it. */
async function expectCached(request: APIRequestContext, path: string) {
  const first = await request.get(path)
  expect(first.status(), path).toBe(200)
  const again = await request.get(path)
  expect(again.status(), path).toBe(200)
  // STALE: from the cache too, while a fresh copy is made behind it (the blog's and the board's are also renewed on a timer).
  expect(again.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/)
  expect(again.headers()['cache-control'], path).toMatch(/s-maxage=\d+/)
  expect(again.headers()['cache-control'], path).not.toMatch(/private|no-store/)
  return again.text()
}

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** Within 2 s of the edit, what the page shows. */
const within2s = (read: () => Promise<string>) => expect.poll(read, { timeout: 2_000, intervals: [100, 200, 250] })

test.describe('pages with a query string are cached like the others', () => {
  test('the blog list by page, month and tag, in every language, and a renamed post shows on it at once', async ({ request }) => {
    const page2 = await expectCached(request, '/en/blog?page=2')
    const firstOnPage2 = Number(page2.match(/href="\/en\/blog\/(\d+)"/)?.[1])
    expect(firstOnPage2).toBeGreaterThan(0)
    const posts = await (await request.get('/api/posts?limit=1&depth=1&locale=en&sort=-publishedAt')).json()
    const newest = posts.docs[0] as { id: number; publishedAt: string; tags: { slug: string }[] }
    const month = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit' }).formatToParts(new Date(newest.publishedAt))
    const monthKey = `${month.find((p) => p.type === 'year')!.value}-${month.find((p) => p.type === 'month')!.value}`
    const byMonth = await expectCached(request, `/blog?month=${monthKey}`)
    expect(byMonth).toContain(`href="/blog/${newest.id}"`)
    const tag = newest.tags[0]!.slug
    expect(await expectCached(request, `/ar/blog?tag=${tag}`)).toContain(`href="/ar/blog/${newest.id}"`)
    await expectCached(request, '/blog')

    const headers = await staffHeaders(request)
    const post = await (await request.get(`/api/posts/${firstOnPage2}?locale=en&depth=0`)).json()
    const renamed = `${post.title} (revised)`
    expect((await request.patch(`/api/posts/${firstOnPage2}?locale=en`, { data: { title: renamed }, headers })).ok()).toBe(true)
    try {
      await within2s(async () => ((await (await request.get('/en/blog?page=2')).text()).includes(renamed) ? 'shown' : 'old')).toBe('shown')
    } finally {
      await request.patch(`/api/posts/${firstOnPage2}?locale=en`, { data: { title: post.title }, headers })
    }
  })

  test('a blog page past the kept ones is rendered per request and shows the last page, not the first one kept', async ({ request }) => {
    expect(await expectCached(request, '/en/blog')).toMatch(/href="\/en\/blog\/\d+"/)
    // The demo blog has two pages, the newest post on the first and the oldest alone on the second;
    // the galvanized tag has one page, of both. Past the end, a list shows its last page.
    const newest = 'Choosing galvanized pipe for building services'
    const oldest = 'A shipment leaves for Bandar Abbas'
    for (const [path, shown, notShown] of [
      ['/en/blog?page=21', [oldest, 'Page 2 of 2'], [newest]],
      ['/en/blog?page=21&tag=galvanized', [newest, oldest], ['No posts to show.']],
    ] as const) {
      const answer = await request.get(path)
      expect(answer.status(), path).toBe(200)
      // Per request: any number of page addresses would otherwise fill the page cache.
      expect(answer.headers()['cache-control'], path).toMatch(/no-store/)
      const html = await answer.text()
      for (const text of shown) expect(html, path).toContain(text)
      for (const text of notShown) expect(html, path).not.toContain(text)
    }
  })

  test('the price board by category, brand and sort, and a price change shows on it at once', async ({ request }) => {
    const whole = await expectCached(request, '/prices')
    const category = whole.match(/aria-labelledby="board-([a-z0-9-]+)"/)?.[1]
    expect(category).toBeTruthy()
    const path = `/en/prices?category=${category}&sort=price&order=desc`
    const html = await expectCached(request, path)
    await expectCached(request, `/ar/prices?sort=change`)
    const row = html.match(/data-testid="board-row"[^>]*data-product="(\d+)"/)
    const id = Number(row?.[1])
    expect(id).toBeGreaterThan(0)

    const headers = await staffHeaders(request)
    const product = await (await request.get(`/api/products/${id}?depth=0`)).json()
    const changed = Number(product.price) + 7_000
    expect((await request.patch(`/api/products/${id}`, { data: { price: changed }, headers })).ok()).toBe(true)
    try {
      const priceOnBoard = async () => (await (await request.get(path)).text()).match(new RegExp(`data-product="${id}"[\\s\\S]*?data-price="(\\d+)"`))?.[1] ?? ''
      await within2s(priceOnBoard).toBe(String(changed))
    } finally {
      await request.patch(`/api/products/${id}`, { data: { price: product.price }, headers })
    }
  })

  test('certifications and branches lead to their sections, in the visitor’s language', async ({ request }) => {
    for (const [from, to] of [
      ['/certifications', '/about#certifications'],
      ['/en/certifications', '/en/about#certifications'],
      ['/branches', '/contact#branches'],
      ['/ar/branches', '/ar/contact#branches'],
    ] as const) {
      const res = await request.get(from, { maxRedirects: 0 })
      expect(res.status(), from).toBe(307)
      expect(res.headers().location, from).toBe(to)
    }
    await expectCached(request, '/about')
    await expectCached(request, '/en/contact')
  })

  test('a product’s short address (as texted in a price alert) leads to its page in that language', async ({ request }) => {
    const { docs } = await (await request.get('/api/products?where[status][equals]=published&limit=1&depth=1')).json()
    const product = docs[0] as { id: number; category: { slug: string } }
    for (const [from, to] of [
      [`/p/${product.id}`, `/pr/${product.category.slug}/${product.id}`],
      [`/en/p/${product.id}`, `/en/pr/${product.category.slug}/${product.id}`],
      [`/ar/p/${product.id}`, `/ar/pr/${product.category.slug}/${product.id}`],
    ] as const) {
      const res = await request.get(from, { maxRedirects: 0 })
      expect(res.status(), from).toBe(308)
      expect(res.headers().location, from).toBe(to)
    }
    expect((await request.get('/en/p/99999999', { maxRedirects: 0 })).status()).toBe(404)
    expect((await request.get('/en/p/abc', { maxRedirects: 0 })).status()).toBe(404)
  })
})
