import { expect, test } from '@playwright/test'

// What Chromium asks for; Playwright decodes the bodies, so each is read as the browser would.
const browser = 'gzip, deflate, br, zstd'

// The Persian home (unprefixed, through the rewrite) and an English page, each with a mark of its own text.
const cachedPages = [
  ['/', 'data-testid="home-hero"'],
  ['/en/about', 'About us</h1>'],
] as const

for (const [address, mark] of cachedPages) {
  test(`a cached page (${address}) goes compressed to a browser that takes it, else as it is: the same page each time`, async ({ request }) => {
    const ask = (acceptEncoding: string) => request.get(address, { headers: { 'accept-encoding': acceptEncoding } })
    // The home page is re-rendered every 5 minutes: first wait until this render is in the cache.
    await expect.poll(async () => (await ask(browser)).headers()['x-nextjs-cache'], { timeout: 15_000 }).toBe('HIT')
    const answers = { gzip: await ask(browser), identity: await ask('identity') }
    const pages: Record<string, string> = {}
    for (const [coding, res] of Object.entries(answers)) {
      expect(res.status(), coding).toBe(200)
      expect(res.headers()['x-nextjs-cache'], coding).toBe('HIT')
      expect(res.headers()['content-encoding'], coding).toBe(coding === 'identity' ? undefined : coding)
      expect(res.headers()['vary'], coding).toContain('Accept-Encoding')
      pages[coding] = await res.text()
      expect(pages[coding], coding).toContain(mark)
      expect(pages[coding], coding).toMatch(/<\/html>$/)
    }
    expect(pages.gzip).toBe(pages.identity)
  })
}

test('a page the browser already holds is answered 304 on its ETag', async ({ request }) => {
  const ask = (headers: Record<string, string> = {}) => request.get('/en/about', { headers: { 'accept-encoding': browser, ...headers } })
  await expect.poll(async () => (await ask()).headers()['x-nextjs-cache'], { timeout: 15_000 }).toBe('HIT')
  const first = await ask()
  const etag = first.headers()['etag']
  expect(etag).toBeTruthy()
  const again = await ask({ 'if-none-match': etag! })
  expect(again.status()).toBe(304)
  expect(await again.text()).toBe('')
})

test('scripts and API answers go compressed, pictures as they are', async ({ request, page }) => {
  await page.goto('/en/about')
  const script = await page.locator('script[src*="/_next/static/chunks/"]').first().getAttribute('src')
  expect(script).toBeTruthy()
  const answers = {
    script: await request.get(script!, { headers: { 'accept-encoding': browser } }),
    plainScript: await request.get(script!, { headers: { 'accept-encoding': 'identity' } }),
    api: await request.get('/api/categories?limit=20', { headers: { 'accept-encoding': 'gzip' } }),
  }
  expect(answers.script.headers()['content-encoding']).toBe('gzip')
  expect(answers.script.headers()['cache-control']).toContain('immutable')
  expect(answers.plainScript.headers()['content-encoding']).toBeUndefined()
  expect(await answers.script.text()).toBe(await answers.plainScript.text())
  expect(answers.api.headers()['content-encoding']).toBe('gzip')
  expect((await answers.api.json()).docs.length).toBeGreaterThan(0)

  // The page's one picture (the about page's), already compressed in its own format.
  const picture = await page.locator('img[src*="/_next/image"]').first().getAttribute('src')
  expect(picture).toBeTruthy()
  const res = await request.get(picture!, { headers: { 'accept-encoding': browser, accept: 'image/avif,image/webp,*/*' } })
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^image\//)
  expect(res.headers()['content-encoding']).toBeUndefined()
})
