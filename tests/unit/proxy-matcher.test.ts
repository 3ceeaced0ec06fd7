import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'
import { adminLanguageCookie } from '@/lib/i18n/admin-language'
import { localeCookie } from '@/lib/i18n/config'
import { config } from '@/proxy'

const enters = (url: string, options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  unstable_doesMiddlewareMatch({ config, url, ...options })

describe('which requests enter the proxy', () => {
  it('leaves a plain request for a page alone', () => {
    for (const url of ['/', '/about', '/pr/round-tubes/3', '/search/round-tubes/3', '/en/about', '/ar', '/english', '/fashion', '/searching']) expect(enters(url), url).toBe(false)
  })

  it('never takes Payload, our API, Next’s files or files for locales', () => {
    for (const url of ['/api/products', '/api/build', '/_next/static/a.js', '/logo.svg', '/robots.txt']) {
      expect(enters(url, { cookies: { [localeCookie.name]: 'en' }, headers: { rsc: '1' } }), url).toBe(false)
    }
  })

  it('takes API requests a browser sent, to refuse writes from other sites; a script’s never', () => {
    expect(enters('/api/customers/login', { headers: { origin: 'https://evil.example' } })).toBe(true)
    expect(enters('/api/catalog/views', { headers: { 'sec-fetch-site': 'same-origin' } })).toBe(true)
    expect(enters('/api/customers/login')).toBe(false)
    expect(enters('/_next/static/a.js', { headers: { 'sec-fetch-site': 'same-origin' } })).toBe(false)
  })

  it('takes listings searched or filtered, or with a sort or page spelled otherwise, and the kept renders’ own addresses', () => {
    for (const url of ['/search/round-tubes?q=x', '/ar/search?spec=grade:st37', '/search?sort=CHEAPEST', '/en/search/round-tubes?page=21', '/listing/newest/1', '/listing/newest/1/round-tubes', '/en/listing/cheapest/2/x', '/ar/listing']) {
      expect(enters(url), url).toBe(true)
    }
  })

  it('leaves the other listings to next.config.ts’s rewrite (listing-rewrites.test.ts)', () => {
    for (const url of ['/search', '/search/round-tubes?sort=cheapest', '/en/search?page=2', '/ar/search/round-tubes?utm_source=sms']) expect(enters(url), url).toBe(false)
  })

  it('takes the blog list of a page, month or tag spelled otherwise than its links, the price board narrowed or paged or its state spelled otherwise, and their kept renders’ addresses', () => {
    for (const url of ['/blog?page=02', '/en/blog?month=1405-8', '/ar/blog?tag=Galvanized', '/blog?month=1405-08&tag=galvanized', '/prices?category=Round', '/en/prices?brand=a_b', '/ar/prices?sort=Price', '/prices?order=up', '/prices?wall=2.5', '/en/prices?shape=Round', '/prices?size=60.3', '/ar/prices?length=6', '/prices?standard=x', '/prices?stock=in_stock', '/prices?page=2', '/blog-list/2/-/-', '/en/board/-/-/price/asc', '/en/board/query']) {
      expect(enters(url), url).toBe(true)
    }
    for (const url of ['/blog', '/en/blog?utm_source=sms', '/blog?page=2', '/en/blog?tag=galvanized&page=2', '/prices', '/ar/prices?utm_source=sms', '/blog/3?page=2', '/prices?category=round-tubes', '/en/prices?brand=arvand&sort=price&order=desc']) expect(enters(url), url).toBe(false)
  })

  it('takes /fa and what is under it, to drop the prefix', () => {
    for (const url of ['/fa', '/fa/', '/fa/about', '/fa/blog/3?x=1']) expect(enters(url), url).toBe(true)
    expect(enters('/fashion')).toBe(false)
  })

  it('takes an unprefixed page when a locale cookie may send it elsewhere', () => {
    expect(enters('/about', { cookies: { [localeCookie.name]: 'en' } })).toBe(true)
    expect(enters('/', { cookies: { [localeCookie.name]: 'ar' } })).toBe(true)
    expect(enters('/en/about', { cookies: { [localeCookie.name]: 'ar' } })).toBe(false)
  })

  it('takes the client router’s requests for unprefixed pages that read a query, to state their query', () => {
    const router = { headers: { rsc: '1' } }
    for (const url of ['/blog?month=1405-08', '/blog?page=2', '/prices?sort=price', '/compare?ids=1,2', '/order?page=2', '/rfq/7?error=x', '/cart/proforma?province=tehran', '/search?sort=cheapest', '/search/round-tubes?page=2']) {
      expect(enters(url, router), url).toBe(true)
    }
    // Pages that render alike whatever the query, a listing without one, and prefixed pages: never.
    for (const url of ['/pr/round-tubes/3', '/about?utm_source=sms', '/search', '/search/round-tubes?utm_source=sms', '/search/round-tubes/3', '/blog/3', '/order/12', '/en/compare?ids=1,2', '/blogs', '/ordering']) {
      expect(enters(url, router), url).toBe(false)
    }
  })

  it('takes the client router’s requests for every unprefixed page that reads its query', () => {
    // Pages reached only through a rewrite from another address, and that address.
    const publicAddress: Record<string, string> = { 'board/query': 'prices', 'blog-list/deep': 'blog', 'error-document': '' }
    const root = path.join(process.cwd(), 'app/(frontend)/[locale]')
    const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('page.tsx') && readFileSync(path.join(root, file), 'utf8').includes('searchParams'))
    expect(pages.length).toBeGreaterThan(5)
    for (const file of pages) {
      const route = path.dirname(file).split(path.sep).join('/')
      const address = route in publicAddress ? publicAddress[route] : route.replace(/\[[^\]]+\]/g, 'x')
      if (!address) continue
      // A listing reads its sort and page that way; its filters enter the proxy in any case.
      const query = address.startsWith('search') ? 'sort=cheapest' : 'any=1'
      expect(enters(`/${address}?${query}`, { headers: { rsc: '1' } }), `${file} (/${address})`).toBe(true)
    }
  })

  it('takes admin pages only for staff who chose no language', () => {
    expect(enters('/admin')).toBe(true)
    expect(enters('/admin/collections/orders')).toBe(true)
    expect(enters('/admin/collections/orders', { cookies: { [adminLanguageCookie]: 'en' } })).toBe(false)
    expect(enters('/admin', { cookies: { [adminLanguageCookie]: 'en' } })).toBe(false)
    expect(enters('/administration')).toBe(false)
  })
})
