import { describe, expect, it } from 'vitest'
import {
  type CatalogQuery,
  isFiltered,
  isKeptListingRead,
  MAX_PRICE,
  parseCatalogQuery,
  serializeCatalogQuery,
  sortKeys,
} from '@/lib/catalog/query-params'

const parse = (search: string, specKeys?: readonly string[]) => parseCatalogQuery(new URLSearchParams(search), specKeys ? { specKeys } : undefined)

const EMPTY: CatalogQuery = { q: '', sort: 'newest', page: 1, brands: [], specs: {} }

describe('parseCatalogQuery', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(EMPTY)
    expect(parseCatalogQuery({})).toEqual(EMPTY)
  })

  it('reads every parameter', () => {
    expect(parse('?q=لوله&sort=cheapest&page=2&brand=arvand&min=1000&max=5000&stock=in&spec=grade:st37&spec=outer_diameter:21.3')).toEqual({
      q: 'لوله',
      sort: 'cheapest',
      page: 2,
      brands: ['arvand'],
      minPrice: 1000,
      maxPrice: 5000,
      stock: 'in_stock',
      specs: { grade: ['st37'], outer_diameter: ['21.3'] },
    } satisfies CatalogQuery)
  })

  it('reads a Next.js searchParams object the same way', () => {
    const fromObject = parseCatalogQuery({
      q: 'كاتالوگ',
      brand: ['zeta', 'arvand'],
      spec: 'grade:st37',
      page: ['3', '9'],
      stock: undefined,
    })
    expect(fromObject).toEqual(parse('q=کاتالوگ&brand=zeta&brand=arvand&spec=grade:st37&page=3'))
    expect(fromObject.page).toBe(3)
  })

  it('normalises the search text and cuts it to 100 characters', () => {
    expect(parse('q=' + encodeURIComponent('  لوله فولادي  ')).q).toBe('لوله فولادی')
    expect(parse('q=' + 'x'.repeat(5000)).q).toBe('x'.repeat(100))
    expect(parse('q=%20%20').q).toBe('')
  })

  it('keeps every sort the listing offers and falls back to the newest for an unknown one', () => {
    for (const key of sortKeys) expect(parse(`sort=${key}`).sort).toBe(key)
    expect(parse('sort=random').sort).toBe('newest')
    expect(parse('sort=').sort).toBe('newest')
    expect(parse('sort=__proto__').sort).toBe('newest')
  })

  it.each([
    ['-5', 1],
    ['0', 1],
    ['99999999', 10_000],
    ['9'.repeat(400), 10_000],
    ['abc', 1],
    ['', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['۳', 3],
    ['٤٢', 42],
    [' 7 ', 7],
    ['10000', 10_000],
  ])('reads page %j as %i', (raw, page) => {
    expect(parse('page=' + encodeURIComponent(raw)).page).toBe(page)
  })

  it('clamps prices to 0..MAX_PRICE and drops unreadable ones', () => {
    expect(parse('min=-1')).toMatchObject({ minPrice: 0 })
    expect(parse('max=99999999999999')).toMatchObject({ maxPrice: MAX_PRICE })
    expect(parse('min=1e30')).toEqual(EMPTY)
    expect(parse('min=abc&max=12.5')).toEqual(EMPTY)
    expect(parse('min=' + encodeURIComponent('۱٬۰۰۰٬۰۰۰') + '&max=2,000,000')).toMatchObject({ minPrice: 1_000_000, maxPrice: 2_000_000 })
    expect(parse('min=٥٠٠')).toMatchObject({ minPrice: 500 })
  })

  it('swaps a minimum above the maximum', () => {
    const query = parse('min=9000&max=100')
    expect(query.minPrice).toBe(100)
    expect(query.maxPrice).toBe(9000)
  })

  it('reads stock=in only', () => {
    expect(parse('stock=in').stock).toBe('in_stock')
    expect(parse('stock=out')).toEqual(EMPTY)
    expect(parse('stock=')).toEqual(EMPTY)
  })

  it('sorts brands, removes duplicates and drops anything not a slug', () => {
    expect(parse('brand=zeta&brand=arvand&brand=zeta&brand=Arvand&brand=a--b&brand=-x&brand=a%20b&brand=لوله&brand=').brands).toEqual(['arvand', 'zeta'])
    const many = Array.from({ length: 30 }, (_, i) => `brand=b${String(i).padStart(2, '0')}`).join('&')
    const brands = parse(many).brands
    expect(brands).toHaveLength(20)
    expect(brands[0]).toBe('b00')
    expect(brands[19]).toBe('b19')
  })

  it('sorts spec values, removes duplicates and drops overlong or empty ones', () => {
    const query = parse(`spec=grade:st52&spec=grade:st37&spec=grade:st37&spec=grade:${'x'.repeat(41)}&spec=grade:%20&spec=grade:${'y'.repeat(40)}`)
    expect(query.specs).toEqual({ grade: ['st37', 'st52', 'y'.repeat(40)] })
    const values = Array.from({ length: 15 }, (_, i) => `spec=grade:v${String(i).padStart(2, '0')}`).join('&')
    expect(parse(values).specs.grade).toHaveLength(10)
  })

  it('drops spec keys that break the pattern, and at most 8 remain', () => {
    expect(parse('spec=Grade:a&spec=1x:a&spec=:a&spec=a-b:a&spec=__proto__:a&spec=constructor:a&spec=ok_key:a').specs).toEqual({ constructor: ['a'], ok_key: ['a'] })
    expect(parse(`spec=${'k'.repeat(41)}:a`).specs).toEqual({})
    const keys = Array.from({ length: 12 }, (_, i) => `spec=k${String(i).padStart(2, '0')}:a`).join('&')
    expect(Object.keys(parse(keys).specs)).toEqual(['k00', 'k01', 'k02', 'k03', 'k04', 'k05', 'k06', 'k07'])
  })

  it('reads a spec filter as key, first colon, value; anything else is no filter', () => {
    expect(parse('spec=size:1:2&spec=grade%3Ast37').specs).toEqual({ grade: ['st37'], size: ['1:2'] })
    expect(parse('spec=grade&spec=:st37&spec.grade=st37&specs=grade:st37').specs).toEqual({})
  })

  it('drops unknown spec keys when the known ones are given', () => {
    const search = 'spec=grade:st37&spec=colour:red&spec=outer_diameter:21.3'
    expect(parse(search, ['grade', 'outer_diameter']).specs).toEqual({ grade: ['st37'], outer_diameter: ['21.3'] })
    expect(parse(search, []).specs).toEqual({})
    expect(Object.keys(parse(search).specs)).toEqual(['colour', 'grade', 'outer_diameter'])
  })
})

describe('serializeCatalogQuery', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeCatalogQuery(EMPTY)).toBe('')
  })

  it('writes parameters in a fixed order whatever the input order', () => {
    const expected = 'q=steel+pipe&brand=arvand&brand=zeta&min=100&max=900&stock=in&spec=grade%3Ast37&spec=outer_diameter%3A21.3&sort=cheapest&page=3'
    const shuffled = 'page=3&sort=cheapest&spec=outer_diameter:21.3&spec=grade:st37&stock=in&max=900&min=100&brand=zeta&brand=arvand&q=Steel%20%20Pipe'
    expect(serializeCatalogQuery(parse(shuffled))).toBe(expected)
    expect(serializeCatalogQuery(parse(expected))).toBe(expected)
  })

  it('writes a hand-built query canonically', () => {
    const messy: CatalogQuery = {
      q: '  STEEL ',
      sort: 'newest',
      page: 1,
      brands: ['zeta', 'arvand', 'zeta', 'Bad Slug'],
      minPrice: 5000,
      maxPrice: 10,
      specs: { wall: ['2', '1', '2'], grade: ['st37'], empty: [] },
    }
    expect(serializeCatalogQuery(messy)).toBe('q=steel&brand=arvand&brand=zeta&min=10&max=5000&spec=grade%3Ast37&spec=wall%3A1&spec=wall%3A2')
  })

  it('round-trips: parse(serialize(x)) equals x', () => {
    const samples = [
      '',
      'q=لوله فولادي&sort=best-selling&page=7',
      'brand=zeta&brand=arvand&min=0&max=' + MAX_PRICE + '&stock=in',
      'spec=grade:st52&spec=grade:st37&spec=outer_diameter:21.3&sort=most-visited',
      'q=' + encodeURIComponent('می‌شود ۲۱٫۳ & x=y?#') + '&spec=finish:' + encodeURIComponent('گالوانیزه سرد'),
      'min=9000&max=100&page=10000',
    ]
    for (const search of samples) {
      const query = parse(search)
      expect(parse(serializeCatalogQuery(query)), search).toEqual(query)
      // A canonical string is a fixed point.
      expect(serializeCatalogQuery(parse(serializeCatalogQuery(query))), search).toBe(serializeCatalogQuery(query))
    }
  })

  it('gives the same URL for the same filters', () => {
    const a = parse('brand=b&brand=a&spec=y:2&spec=x:1&spec=y:1&q=كاتالوگ')
    const b = parse('spec=x:1&spec=y:1&spec=y:2&q=کاتالوگ&brand=a&brand=b&brand=a&sort=newest&page=1')
    expect(serializeCatalogQuery(a)).toBe(serializeCatalogQuery(b))
  })

  it('links to another page, keeping the filters', () => {
    const query = parse('brand=arvand&sort=cheapest&page=2')
    expect(serializeCatalogQuery(query, { page: 3 })).toBe('brand=arvand&sort=cheapest&page=3')
    expect(serializeCatalogQuery(query, { page: 1 })).toBe('brand=arvand&sort=cheapest')
    expect(serializeCatalogQuery(query, { page: 99_999 })).toBe('brand=arvand&sort=cheapest&page=10000')
  })

  it('resets the page when a filter or the sort changes', () => {
    const query = parse('brand=arvand&page=5')
    expect(serializeCatalogQuery(query, { sort: 'most-expensive' })).toBe('brand=arvand&sort=most-expensive')
    expect(serializeCatalogQuery(query, { brands: ['arvand', 'zeta'] })).toBe('brand=arvand&brand=zeta')
    expect(serializeCatalogQuery(query, { stock: 'in_stock' })).toBe('brand=arvand&stock=in')
    expect(serializeCatalogQuery(query, { brands: [], page: 4 })).toBe('page=4')
  })

  it('clears a filter overridden with undefined', () => {
    const query = parse('min=100&max=200&stock=in&page=3')
    expect(serializeCatalogQuery(query, { minPrice: undefined })).toBe('max=200&stock=in')
    expect(serializeCatalogQuery(query, { stock: undefined, maxPrice: undefined, minPrice: undefined })).toBe('')
  })

  it('does not change the query it is given', () => {
    const query = parse('brand=arvand&page=5')
    const copy = structuredClone(query)
    serializeCatalogQuery(query, { brands: ['zeta'], sort: 'cheapest' })
    expect(query).toEqual(copy)
  })
})

describe('isFiltered', () => {
  it('ignores sort and page', () => {
    expect(isFiltered(EMPTY)).toBe(false)
    expect(isFiltered(parse('sort=cheapest&page=4'))).toBe(false)
  })

  it.each(['q=لوله', 'brand=arvand', 'min=0', 'max=10', 'stock=in', 'spec=grade:st37'])('is true for %s', (search) => {
    expect(isFiltered(parse(search))).toBe(true)
  })

  it('ignores filters that were dropped as invalid', () => {
    expect(isFiltered(parse('q=%E2%80%8C&brand=Bad%20Slug&min=x&stock=out&spec=Bad:1'))).toBe(false)
  })
})

describe('which listing reads are kept in the cache', () => {
  it('keeps browsing, sorting and filtering up to page 20; never a search text, nor a deeper page', () => {
    expect(isKeptListingRead(parseCatalogQuery({}))).toBe(true)
    expect(isKeptListingRead(parseCatalogQuery({ sort: 'cheapest', stock: 'in', page: '20' }))).toBe(true)
    expect(isKeptListingRead(parseCatalogQuery({ q: 'لوله ۲ اینچ' }))).toBe(false)
    expect(isKeptListingRead(parseCatalogQuery({ page: '21' }))).toBe(false)
    // Only blank after normalising is no search at all.
    expect(isKeptListingRead(parseCatalogQuery({ q: '   ' }))).toBe(true)
  })
})
