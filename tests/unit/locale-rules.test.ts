import { describe, expect, it } from 'vitest'
import { directionOf, localizedPath, splitLocale } from '@/lib/i18n/config'
import { localeRedirect } from '@/lib/i18n/redirect'
import { renderedQueryFor } from '@/lib/i18n/rendered-query'

describe('locale redirects (DESIGN.md §4)', () => {
  it('drops the /fa prefix, keeping the query', () => {
    expect(localeRedirect('/fa', '', undefined)).toBe('/')
    expect(localeRedirect('/fa/about', '?a=1&b=2', undefined)).toBe('/about?a=1&b=2')
    expect(localeRedirect('/fa/blog/12', '', 'en')).toBe('/blog/12')
  })

  it('sends an unprefixed request to the locale in the cookie', () => {
    expect(localeRedirect('/about', '?q=لوله', 'en')).toBe('/en/about?q=لوله')
    expect(localeRedirect('/', '', 'ar')).toBe('/ar')
  })

  it('serves the request as it is otherwise', () => {
    expect(localeRedirect('/about', '', undefined)).toBeNull()
    expect(localeRedirect('/about', '', 'fa')).toBeNull()
    expect(localeRedirect('/about', '', 'de')).toBeNull()
    expect(localeRedirect('/en/about', '', 'ar')).toBeNull()
    expect(localeRedirect('/ar', '', 'en')).toBeNull()
  })

  it('does not take a path that merely starts with a locale for a prefix', () => {
    expect(localeRedirect('/fashion', '', undefined)).toBeNull()
    expect(localeRedirect('/english', '', 'en')).toBe('/en/english')
  })
})

describe('locale paths', () => {
  it('builds public paths: fa unprefixed, en and ar prefixed', () => {
    expect(localizedPath('fa', '/')).toBe('/')
    expect(localizedPath('fa', '/about')).toBe('/about')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('ar', '/pr/round/3')).toBe('/ar/pr/round/3')
  })

  it('splits a path into locale and rest', () => {
    expect(splitLocale('/en/about')).toEqual({ locale: 'en', path: '/about', prefixed: true })
    expect(splitLocale('/about')).toEqual({ locale: 'fa', path: '/about', prefixed: false })
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/', prefixed: true })
  })

  it('writes fa and ar right to left, en left to right', () => {
    expect(directionOf('fa')).toBe('rtl')
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('en')).toBe('ltr')
  })
})

describe('the query an unprefixed page is rendered with', () => {
  it('is stated for Persian (unprefixed) paths with a query', () => {
    expect(renderedQueryFor('/search', new URLSearchParams('sort=cheapest&page=2'))).toBe('sort=cheapest&page=2')
    expect(renderedQueryFor('/blog', new URLSearchParams('month=1405-08'))).toBe('month=1405-08')
  })

  it('is encoded so it fits in a header', () => {
    expect(renderedQueryFor('/search', new URLSearchParams({ q: 'لوله گرد' }))).toBe('q=%D9%84%D9%88%D9%84%D9%87+%DA%AF%D8%B1%D8%AF')
  })

  it('is left alone for prefixed paths and requests without a query', () => {
    expect(renderedQueryFor('/en/search', new URLSearchParams('sort=cheapest'))).toBeNull()
    expect(renderedQueryFor('/ar', new URLSearchParams('a=1'))).toBeNull()
    expect(renderedQueryFor('/search', new URLSearchParams())).toBeNull()
  })
})
