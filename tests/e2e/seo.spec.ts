import { expect, test } from '@playwright/test'
import { seoTitle } from './fixtures'

test.describe('crawlers and headers', () => {
  test('the sitemap lists every public page in three locales with hreflang alternates', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    const xml = await res.text()
    for (const path of ['', '/about', '/services', '/search', '/blog', '/gallery', '/contact', '/employment', '/questionnaire-of-suppliers']) {
      expect(xml).toContain(`<loc>${baseURL}${path || '/'}</loc>`)
      expect(xml).toContain(`<loc>${baseURL}/en${path}</loc>`)
      expect(xml).toContain(`<loc>${baseURL}/ar${path}</loc>`)
    }
    expect(xml).toContain(`hreflang="en-US" href="${baseURL}/en/about"`)
    expect(xml).not.toContain('/profile')
  })

  test('every page title carries the site SEO title; the home page is the SEO title alone', async ({ page }) => {
    for (const [prefix, suffix] of [['', seoTitle.fa], ['/en', seoTitle.en], ['/ar', seoTitle.ar]] as const) {
      await page.goto(prefix || '/')
      await expect(page, `${prefix}/`).toHaveTitle(suffix)
      for (const path of ['/about', '/search', '/search/round-tubes', '/blog', '/gallery', '/contact', '/auth/login', '/no-such-page']) {
        await page.goto(prefix + path)
        const [own, site] = (await page.title()).split(' | ')
        expect(own, prefix + path).toBeTruthy()
        expect(site, prefix + path).toBe(suffix)
      }
    }
  })

  test('robots.txt points at the sitemap and keeps crawlers out of private pages', async ({ request, baseURL }) => {
    const txt = await (await request.get('/robots.txt')).text()
    expect(txt).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect(txt).toContain('Disallow: /admin')
    expect(txt).toContain('Disallow: /en/profile')
  })

  test('personal pages tell search engines not to index them; catalogue and company pages do not', async ({ request }) => {
    const robotsMeta = async (path: string) => (await (await request.get(path)).text()).match(/<meta name="robots" content="([^"]*)"/)?.[1]
    for (const path of ['/cart', '/en/compare', '/ar/auth/login', '/auth/register']) {
      expect(await robotsMeta(path), path).toBe('noindex')
    }
    for (const path of ['/', '/en/about', '/search/round-tubes', '/ar/blog']) {
      expect(await robotsMeta(path), path).toBeUndefined()
    }
  })

  test('pages carry the security headers', async ({ request }) => {
    for (const path of ['/', '/en/about', '/api/build']) {
      const h = (await request.get(path)).headers()
      expect(h['x-content-type-options'], path).toBe('nosniff')
      expect(h['x-frame-options'], path).toBe('SAMEORIGIN')
      // The whole policy is checked in content-policy.spec.ts; an endpoint's JSON carries it too.
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'self'")
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(h['strict-transport-security'], path).toContain('max-age=')
      expect(h['x-powered-by'], path).toBeUndefined()
    }
  })

  test('client hints are asked for by the admin only, so a first visit to a page is fetched once', async ({ request }) => {
    for (const path of ['/', '/search', '/en/search/round-tubes', '/ar/about', '/no-such-page']) {
      const h = (await request.get(path)).headers()
      expect(h['critical-ch'], path).toBeUndefined()
      expect(h['accept-ch'], path).toBeUndefined()
    }
    const admin = (await request.get('/admin')).headers()
    expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(admin['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('the base-info endpoint answers each locale and 404s the unknown', async ({ request }) => {
    const fa = await request.get('/api/category/categoryLabel?catLabel=base-info-fa')
    expect((await fa.json()).data.seoTitle).toBeTruthy()
    const bad = await request.get('/api/category/categoryLabel?catLabel=base-info-xx')
    expect(bad.status()).toBe(404)
    expect(bad.headers()['content-type']).toContain('application/json')
  })
})
