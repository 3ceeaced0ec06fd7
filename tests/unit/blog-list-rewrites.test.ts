import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'
import { KEPT_BLOG_PAGES, keptBlogListFor } from '@/lib/blog/archive-route'
import { config } from '@/proxy'
import { rewrittenTo } from './next-rewrites'

const entersProxy = (url: string) => unstable_doesMiddlewareMatch({ config, url })
/** The kept render the proxy would serve `url` from (archive-route.ts): what the rewrite must agree with. */
const proxyWouldServe = (url: string) => {
  const u = new URL(url, 'http://shop')
  return keptBlogListFor(u.pathname, u.searchParams)
}

describe('a blog list of a page, month or tag, written as the blog’s links write it', () => {
  it('is served from its kept render by next.config.ts, in every language, without entering the proxy', async () => {
    const lists: [string, string][] = [
      ['/blog?page=2', '/fa/blog-list/2/-/-'],
      ['/en/blog?month=1405-08', '/en/blog-list/1/1405-08/-'],
      ['/ar/blog?tag=galvanized', '/ar/blog-list/1/-/galvanized'],
      ['/en/blog?tag=cold-rolled&page=3', '/en/blog-list/3/-/cold-rolled'],
      [`/ar/blog?month=1404-12&page=${KEPT_BLOG_PAGES}`, `/ar/blog-list/${KEPT_BLOG_PAGES}/1404-12/-`],
      // A parameter the list does not read changes nothing, and neither does an empty one.
      ['/blog?page=2&utm_source=sms', '/fa/blog-list/2/-/-'],
      ['/en/blog?page=&month=1405-08&tag=', '/en/blog-list/1/1405-08/-'],
    ]
    for (const [url, kept] of lists) {
      expect(entersProxy(url), url).toBe(false)
      expect(await rewrittenTo(url), url).toBe(kept)
      expect(proxyWouldServe(url), url).toBe(kept)
    }
  })

  it('is kept for every kept page, alone, of a month and of a tag', async () => {
    for (let page = 1; page <= KEPT_BLOG_PAGES; page++) {
      for (const url of [`/blog?page=${page}`, `/en/blog?month=1405-01&page=${page}`, `/ar/blog?page=${page}&tag=news`]) {
        expect(entersProxy(url), url).toBe(false)
        expect(await rewrittenTo(url), url).toBe(proxyWouldServe(url))
      }
    }
  })

  it('is the same for the client router’s requests', async () => {
    expect(await rewrittenTo('/en/blog?page=2', { rsc: '1' })).toBe('/en/blog-list/2/-/-')
  })
})

describe('a blog list spelled otherwise, or of a month and a tag (no link writes both)', () => {
  it('is left to the proxy, which reads it as the list does', async () => {
    for (const url of ['/blog?month=1405-08&tag=galvanized', '/en/blog?tag=galvanized&month=1405-08&page=2']) {
      expect(entersProxy(url), url).toBe(true)
      expect(await rewrittenTo(url), url).not.toMatch(/\/blog-list\//)
    }
    const odd = ['page=0', 'page=02', 'page=۲', `page=${KEPT_BLOG_PAGES + 1}`, 'month=1405-8', 'month=1405-13', 'month=x', 'tag=Galvanized', 'tag=a%20b', 'tag=-x', 'page=2&month=bogus']
    for (const query of odd) {
      for (const url of [`/blog?${query}`, `/en/blog?${query}`]) {
        expect(entersProxy(url), url).toBe(true)
        expect(await rewrittenTo(url), url).not.toMatch(/\/blog-list\//)
      }
    }
  })
})

describe('the blog page itself', () => {
  it('is neither rewritten to a kept list nor sent through the proxy', async () => {
    for (const url of ['/blog', '/en/blog', '/ar/blog?utm_source=sms', '/blog?page=']) {
      expect(entersProxy(url), url).toBe(false)
      expect(await rewrittenTo(url), url).not.toMatch(/\/blog-list\//)
    }
    // A post is not a list, whatever its query.
    expect(await rewrittenTo('/blog/3?page=2')).toBe('/fa/blog/3')
  })
})
