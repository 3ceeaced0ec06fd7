import { describe, expect, it } from 'vitest'
import { isKeptListingAddress, KEPT_PAGES, keptListingFor, readKeptListing } from '@/lib/catalog/listing-route'

const kept = (url: string) => {
  const u = new URL(url, 'http://shop')
  return keptListingFor(u.pathname, u.searchParams)
}

describe('kept listing renders', () => {
  it('serve plain and sorted lists, in every language, by category and page', () => {
    expect(kept('/search')).toBe('/fa/listing/newest/1')
    expect(kept('/search?sort=cheapest')).toBe('/fa/listing/cheapest/1')
    expect(kept('/search/round-tubes?page=2&sort=most-visited')).toBe('/fa/listing/most-visited/2/round-tubes')
    expect(kept('/en/search/round-tubes')).toBe('/en/listing/newest/1/round-tubes')
    expect(kept('/ar/search/')).toBe('/ar/listing/newest/1')
  })

  it('read the address as the listing does: one render per list, whatever the spelling', () => {
    expect(kept('/search?sort=bogus&page=-3')).toBe('/fa/listing/newest/1')
    expect(kept('/search?page=۲')).toBe('/fa/listing/newest/2')
  })

  it('leave searched, filtered and deep lists to be rendered per request', () => {
    expect(kept('/search?q=لوله')).toBeNull()
    expect(kept('/search?brand=arvand')).toBeNull()
    expect(kept('/search/round-tubes?min=1000')).toBeNull()
    expect(kept('/search?stock=in')).toBeNull()
    expect(kept('/search?spec=wall:2')).toBeNull()
    expect(kept(`/search?page=${KEPT_PAGES + 1}`)).toBeNull()
    expect(kept('/search/round-tubes/12')).toBeNull()
    expect(kept('/about')).toBeNull()
  })

  it('take only the segments the proxy writes', () => {
    expect(readKeptListing({ sort: 'cheapest', page: '3' })).toEqual({ slug: null, sort: 'cheapest', page: 3 })
    expect(readKeptListing({ sort: 'newest', page: '1', products: ['round-tubes'] })).toEqual({ slug: 'round-tubes', sort: 'newest', page: 1 })
    for (const raw of [{ sort: 'bogus', page: '1' }, { sort: 'newest', page: '0' }, { sort: 'newest', page: '01' }, { sort: 'newest', page: String(KEPT_PAGES + 1) }]) {
      expect(readKeptListing({ products: ['x'], ...raw }), JSON.stringify(raw)).toBeNull()
    }
    // One category at most: a deeper address is none the rewrites or the proxy make.
    expect(readKeptListing({ sort: 'newest', page: '1', products: ['round-tubes', 'x'] })).toBeNull()
  })

  it('are not addresses of the site themselves', () => {
    expect(isKeptListingAddress('/listing/newest/1')).toBe(true)
    expect(isKeptListingAddress('/en/listing')).toBe(true)
    expect(isKeptListingAddress('/fa/listing/x')).toBe(true)
    expect(isKeptListingAddress('/listings')).toBe(false)
    expect(isKeptListingAddress('/search')).toBe(false)
  })
})
