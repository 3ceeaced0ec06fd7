import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'
import { KEPT_PAGES } from '@/lib/catalog/listing-route'
import { catalogParamNames, sortKeys } from '@/lib/catalog/query-params'
import { config } from '@/proxy'
import { rewrittenTo } from './next-rewrites'

const entersProxy = (url: string) => unstable_doesMiddlewareMatch({ config, url })
const filters = catalogParamNames.filter((name) => name !== 'sort' && name !== 'page')

describe('a listing address neither searched nor filtered', () => {
  it('is served from its kept render by next.config.ts, in every language, without entering the proxy', async () => {
    const plain: [string, string][] = [
      ['/search', '/fa/listing/newest/1'],
      ['/search/round-tubes', '/fa/listing/newest/1/round-tubes'],
      ['/en/search', '/en/listing/newest/1'],
      ['/ar/search/round-tubes', '/ar/listing/newest/1/round-tubes'],
      ['/search/round-tubes?sort=cheapest', '/fa/listing/cheapest/1/round-tubes'],
      ['/en/search?page=2', '/en/listing/newest/2'],
      [`/ar/search/round-tubes?page=${KEPT_PAGES}&sort=most-visited`, `/ar/listing/most-visited/${KEPT_PAGES}/round-tubes`],
      // A parameter no listing reads changes nothing.
      ['/search/round-tubes?utm_source=sms&sort=cheapest', '/fa/listing/cheapest/1/round-tubes'],
      // Nor does an empty one (a form sent without JavaScript leaves its empty boxes in).
      ['/search?q=&min=&max=&sort=cheapest', '/fa/listing/cheapest/1'],
    ]
    for (const [url, kept] of plain) {
      expect(entersProxy(url), url).toBe(false)
      expect(await rewrittenTo(url), url).toBe(kept)
    }
  })

  it('is kept for every sort and every kept page, as the listing’s links write them', async () => {
    for (const sort of sortKeys) {
      for (let page = 1; page <= KEPT_PAGES; page++) {
        const url = `/search/round-tubes?sort=${sort}&page=${page}`
        expect(entersProxy(url), url).toBe(false)
        expect(await rewrittenTo(url), url).toBe(`/fa/listing/${sort}/${page}/round-tubes`)
      }
    }
  })

  it('is the same for the client router’s requests', async () => {
    expect(await rewrittenTo('/en/search/round-tubes?sort=cheapest', { rsc: '1' })).toBe('/en/listing/cheapest/1/round-tubes')
  })

  it('with a sort or page spelled otherwise, or past the kept pages, is left to the proxy to read as the listing does', async () => {
    for (const query of ['sort=CHEAPEST', 'sort=bogus', 'page=0', 'page=02', 'page=۲', `page=${KEPT_PAGES + 1}`, 'sort=cheapest&page=-1']) {
      for (const url of [`/search?${query}`, `/en/search/round-tubes?${query}`]) {
        expect(entersProxy(url), url).toBe(true)
        expect(await rewrittenTo(url), url).not.toMatch(/\/listing\//)
      }
    }
  })
})

describe('a searched or filtered listing address', () => {
  it('enters the proxy and goes on to the listing rendered per request, whatever its sort and page', async () => {
    for (const name of filters) {
      for (const url of [`/search?${name}=1`, `/search/round-tubes?sort=cheapest&${name}=1`, `/en/search?page=2&${name}=1`, `/ar/search/round-tubes?x=1&${name}=2`]) {
        expect(entersProxy(url), url).toBe(true)
        expect(await rewrittenTo(url), url).not.toMatch(/\/listing\//)
      }
    }
    expect(await rewrittenTo('/search/round-tubes?spec=grade:st37&sort=cheapest')).toBe('/fa/search/round-tubes')
  })
})

describe('the rewrite', () => {
  it('is only for listings: not a product under /search, not a segment with a dot', async () => {
    expect(await rewrittenTo('/search/round-tubes/3')).toBe('/fa/search/round-tubes/3')
    expect(await rewrittenTo('/search/round.tubes')).toBe('/fa/search/round.tubes')
    expect(await rewrittenTo('/en/search/round-tubes/3')).toBe('not rewritten')
  })
})
