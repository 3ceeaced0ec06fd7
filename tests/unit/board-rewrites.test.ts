import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'
import { boardColumns, boardNarrowingParams } from '@/lib/prices/board-params'
import { keptBoardFor } from '@/lib/prices/board-route'
import { keptBoardValues } from '@/lib/prices/board-rewrites'
import { config } from '@/proxy'
import { rewrittenTo } from './next-rewrites'

const entersProxy = (url: string) => unstable_doesMiddlewareMatch({ config, url })

/** The render the proxy serves `url` from (board-route.ts): what the rewrites must agree with. */
const proxyWouldServe = (url: string) => {
  const u = new URL(url, 'http://shop')
  return keptBoardFor(u.pathname, u.searchParams)
}
/** Where next.config.ts's rewrites leave `url`: its own path when none applies. */
async function endsOn(url: string): Promise<string> {
  const rewritten = await rewrittenTo(url)
  return rewritten === 'not rewritten' ? new URL(url, 'http://shop').pathname : rewritten
}
/** The whole board's kept state is the board's own page (`/{locale}/prices`). */
const wholeBoard = (kept: string | null) => kept?.replace(/^\/(fa|en|ar)\/board\/-\/-\/product\/asc$/, '/$1/prices') ?? null

/**
 * The render a request ends on: the proxy runs first, and next.config.ts's rewrites are then tried
 * on the address it wrote, with the request's own query.
 */
async function servedFrom(url: string): Promise<string> {
  const { pathname, search } = new URL(url, 'http://shop')
  const proxied = entersProxy(url) ? proxyWouldServe(url) : null
  const path = proxied === null ? pathname : new URL(proxied, 'http://shop').pathname
  return endsOn(`${path}${search}`)
}

describe('the whole board by product', () => {
  it('is the board’s own page, in every language, without entering the proxy, however its default state is written', async () => {
    for (const [url, page] of [
      ['/prices', '/fa/prices'],
      ['/en/prices', '/en/prices'],
      ['/ar/prices?utm_source=sms', '/ar/prices'],
      ['/prices?sort=product&order=asc', '/fa/prices'],
      ['/en/prices?category=&brand=&sort=&page=', '/en/prices'],
    ] as const) {
      expect(entersProxy(url), url).toBe(false)
      expect(await endsOn(url), url).toBe(page)
    }
    // Spelled otherwise, read by the proxy as the default state: the same page.
    expect(await servedFrom('/prices?sort=bogus&order=sideways')).toBe('/fa/prices')
  })
})

describe('the price board by category, brand, sort and order, written as the board writes them', () => {
  it('is served from its kept render by next.config.ts, in every language, without entering the proxy', async () => {
    const boards: [string, string][] = [
      ['/en/prices?sort=price&order=desc', '/en/board/-/-/price/desc'],
      ['/prices?category=round-tubes', '/fa/board/round-tubes/-/product/asc'],
      ['/ar/prices?brand=arvand&sort=change', '/ar/board/-/arvand/change/asc'],
      ['/prices?order=desc&brand=arvand&category=round-tubes&sort=perTon', '/fa/board/round-tubes/arvand/perTon/desc'],
      // A parameter the board does not read changes nothing, and neither does an empty one (a form
      // sent without JavaScript leaves its empty boxes in).
      ['/ar/prices?utm_source=sms&sort=size', '/ar/board/-/-/size/asc'],
      ['/en/prices?category=&brand=&sort=size&size=&page=', '/en/board/-/-/size/asc'],
      // The longest slug the board reads (one longer enters the proxy, below).
      [`/prices?category=${'a'.repeat(64)}`, `/fa/board/${'a'.repeat(64)}/-/product/asc`],
    ]
    for (const [url, kept] of boards) {
      expect(entersProxy(url), url).toBe(false)
      expect(await rewrittenTo(url), url).toBe(kept)
      expect(proxyWouldServe(url), url).toBe(kept)
    }
  })

  it('is kept for every column, either way, with and without a category and a brand', async () => {
    for (const sort of boardColumns) {
      for (const order of ['asc', 'desc']) {
        for (const narrowed of ['', '&category=square-tubes', '&brand=a-1&category=b']) {
          const url = `/en/prices?sort=${sort}&order=${order}${narrowed}`
          expect(entersProxy(url), url).toBe(false)
          expect(await endsOn(url), url).toBe(wholeBoard(proxyWouldServe(url)))
        }
      }
    }
  })

  it('is the same for the client router’s requests', async () => {
    expect(await rewrittenTo('/en/prices?category=round-tubes&sort=price', { rsc: '1' })).toBe('/en/board/round-tubes/-/price/asc')
  })
})

describe('the price board narrowed, paged, or with a state spelled otherwise', () => {
  it('enters the proxy, and ends on the render the proxy reads it as', async () => {
    const narrowed = boardNarrowingParams.map((name) => `${name}=2`)
    const odd = ['category=Round-Tubes', 'brand=a%20b', 'brand=-x', `category=${'a'.repeat(65)}`, 'sort=PRICE', 'sort=bogus', 'order=down', 'order=DESC', 'category=round-tubes&sort=bogus', 'sort=price&brand=A']
    for (const query of [...narrowed, ...odd, 'category=round-tubes&page=2', 'sort=price&stock=in_stock']) {
      for (const url of [`/prices?${query}`, `/en/prices?${query}`]) {
        expect(entersProxy(url), url).toBe(true)
        const proxied = proxyWouldServe(url)!
        expect(await servedFrom(url), url).toBe(wholeBoard(new URL(proxied, 'http://shop').pathname))
      }
    }
    // Spelled otherwise, the rest is still read: the proxy drops only what it cannot read.
    expect(await servedFrom('/en/prices?category=round-tubes&sort=bogus&order=desc')).toBe('/en/board/round-tubes/-/product/desc')
    expect(await servedFrom('/prices?size=60.3&sort=price')).toBe('/fa/board/query')
  })
})

describe('the proxy’s matcher', () => {
  it('takes each state parameter exactly when the rewrites do not (its values must be written out: Next reads them as they stand)', () => {
    for (const [key, kept] of Object.entries(keptBoardValues)) {
      expect(config.matcher, key).toContainEqual({ source: '/:locale(en|ar)?/prices', has: [{ type: 'query', key, value: `(?!(?:${kept})$).*` }] })
    }
  })
})

describe('the rewrite', () => {
  it('is only for the board: not an address under it, and not the kept renders’ own addresses', async () => {
    expect(await rewrittenTo('/prices/xlsx')).toBe('/fa/prices/xlsx')
    for (const url of ['/en/board/-/-/price/asc', '/board/query', '/fa/board/-/-/product/asc']) expect(entersProxy(url), url).toBe(true)
  })
})
