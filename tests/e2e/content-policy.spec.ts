import { expect, test, type Page } from '@playwright/test'
import { demoAdmin } from './fixtures'

const directive = (policy: string | undefined, name: string) =>
  policy?.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1)

/**
 * Every Content Security Policy refusal while the test runs: those the console reports, and those
 * only the page's violation events tell of (a script's eval caught by the script itself).
 */
function watchRefusals(page: Page) {
  const refused: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text())
  })
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`))
  })
  return refused
}

test.describe('content security policy and window isolation', () => {
  test('storefront pages, cached ones included, hold scripts, plugins, forms and base to the site', async ({ request }) => {
    for (const path of ['/', '/search', '/en/search/round-tubes', '/ar/about', '/contact', '/no-such-page', '/auth/login']) {
      const res = await request.get(path)
      const h = res.headers()
      const csp = h['content-security-policy']
      expect(directive(csp, 'default-src'), path).toEqual(["'self'"])
      expect(directive(csp, 'object-src'), path).toEqual(["'none'"])
      expect(directive(csp, 'base-uri'), path).toEqual(["'self'"])
      expect(directive(csp, 'form-action'), path).toEqual(["'self'"])
      expect(directive(csp, 'frame-ancestors'), path).toEqual(["'self'"])
      expect(directive(csp, 'script-src'), path).not.toContain("'unsafe-eval'")
      expect(directive(csp, 'img-src'), path).toContain('https://*.tile.openstreetmap.org')
      expect(h['cross-origin-opener-policy'], path).toBe('same-origin')
    }
    // The policy is a header of the cached page, not something that made it dynamic: the second
    // request of a page is served from the cache with the policy on it.
    await request.get('/en/about')
    const cached = (await request.get('/en/about')).headers()
    expect(cached['x-nextjs-cache']).toBe('HIT')
    expect(directive(cached['content-security-policy'], 'default-src')).toEqual(["'self'"])
  })

  test('the admin has its own policy', async ({ request }) => {
    for (const path of ['/admin', '/admin/login', '/admin/collections/products']) {
      const csp = (await request.get(path)).headers()['content-security-policy']
      expect(directive(csp, 'img-src'), path).toEqual(["'self'", 'data:', 'blob:'])
      expect(directive(csp, 'object-src'), path).toEqual(["'none'"])
      expect(directive(csp, 'frame-ancestors'), path).toEqual(["'self'"])
    }
  })

  test('what the policy blocks is reported to the site’s own endpoint, on the storefront and the admin', async ({ page, request }) => {
    for (const path of ['/en/about', '/admin/login']) {
      const h = (await request.get(path)).headers()
      expect(h['reporting-endpoints'], path).toBe('csp="/api/csp-report"')
      expect(directive(h['content-security-policy'], 'report-to'), path).toEqual(['csp'])
      expect(directive(h['content-security-policy'], 'report-uri'), path).toEqual(['/api/csp-report'])
    }
    // A picture from another site, as injected markup would load it: refused, and the browser says so.
    await page.goto('/en/about')
    const violation = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(`${e.effectiveDirective} ${e.blockedURI}`), { once: true })
          const img = document.createElement('img')
          img.src = 'https://evil.example/pixel.png'
          document.body.append(img)
        }),
    )
    expect(violation).toBe('img-src https://evil.example/pixel.png')
    // The endpoint takes both report formats browsers send, and nothing else.
    const reportingApi = [{ type: 'csp-violation', age: 1, url: 'http://127.0.0.1/en/about', user_agent: 'x', body: { documentURL: 'http://127.0.0.1/en/about', blockedURL: 'https://evil.example/pixel.png', effectiveDirective: 'img-src', disposition: 'enforce' } }]
    const sent = await request.post('/api/csp-report', { headers: { 'content-type': 'application/reports+json', origin: 'https://elsewhere.example' }, data: JSON.stringify(reportingApi) })
    expect(sent.status()).toBe(204)
    const legacy = await request.post('/api/csp-report', { headers: { 'content-type': 'application/csp-report' }, data: JSON.stringify({ 'csp-report': { 'document-uri': 'http://127.0.0.1/', 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem' } }) })
    expect(legacy.status()).toBe(204)
    expect((await request.post('/api/csp-report', { headers: { 'content-type': 'application/csp-report' }, data: 'not json' })).status()).toBe(400)
    expect((await request.post('/api/csp-report', { headers: { 'content-type': 'application/csp-report' }, data: 'x'.repeat(20_000) })).status()).toBe(413)
  })

  test('nothing the shop or the admin needs is refused by the policy', async ({ page }) => {
    const refused = watchRefusals(page)
    const blocked: string[] = []
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }))
    page.on('requestfailed', (r) => blocked.push(`${r.url()} ${r.failure()?.errorText}`))
    for (const path of ['/', '/search', '/en/contact', '/ar/gallery', '/cart', '/questionnaire-of-suppliers', '/employment', '/auth/register']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    const product = await page.goto('/search').then(() => page.locator('a[href^="/pr/"]').first().getAttribute('href'))
    await page.goto(product!)
    await page.waitForLoadState('networkidle')

    await page.goto('/admin/login')
    await page.getByLabel('ایمیل').fill(demoAdmin.email)
    await page.getByLabel('رمز عبور').fill(demoAdmin.password)
    await page.getByRole('button', { name: 'ورود' }).click()
    await page.waitForURL(/\/admin$/)
    await page.goto('/admin/collections/products')
    await page.waitForLoadState('networkidle')
    await page.goto('/admin/collections/media/create')
    await page.waitForLoadState('networkidle')
    expect(refused).toEqual([])
    expect(blocked.filter((b) => /csp|blocked/i.test(b))).toEqual([])
  })
})
