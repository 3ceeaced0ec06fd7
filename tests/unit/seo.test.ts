import { describe, expect, it } from 'vitest'
import { alternatesFor } from '@/lib/seo/alternates'
import { sitemapEntries } from '@/lib/seo/sitemap'
import { composeTitle } from '@/lib/seo/title'
import { localeOfCategoryLabel } from '@/lib/site/category-label'

describe('page titles', () => {
  it('are {page} | {seoTitle}', () => {
    expect(composeTitle('About us', 'Arvand Steel')).toBe('About us | Arvand Steel')
    expect(composeTitle(undefined, 'Arvand Steel')).toBe('Arvand Steel')
    expect(composeTitle('  ', 'Arvand Steel')).toBe('Arvand Steel')
  })
})

describe('alternates', () => {
  it('name the page in every locale with a canonical of its own', () => {
    const a = alternatesFor('en', '/about')
    expect(a.canonical).toBe('/en/about')
    expect(a.languages).toEqual({ 'fa-IR': '/about', 'en-US': '/en/about', ar: '/ar/about', 'x-default': '/about' })
  })
})

describe('sitemap', () => {
  it('lists each page in all three locales with hreflang siblings', () => {
    const entries = sitemapEntries('https://steel.example', ['/', '/about'])
    expect(entries.map((e) => e.url)).toEqual([
      'https://steel.example/', 'https://steel.example/en', 'https://steel.example/ar',
      'https://steel.example/about', 'https://steel.example/en/about', 'https://steel.example/ar/about',
    ])
    expect(entries[4]!.alternates.languages['fa-IR']).toBe('https://steel.example/about')
  })
})

describe('categoryLabel', () => {
  it('knows base-info-{locale} and nothing else', () => {
    expect(localeOfCategoryLabel('base-info-fa')).toBe('fa')
    expect(localeOfCategoryLabel('base-info-ar')).toBe('ar')
    expect(localeOfCategoryLabel('base-info-de')).toBeNull()
    expect(localeOfCategoryLabel('info-fa')).toBeNull()
    expect(localeOfCategoryLabel(null)).toBeNull()
  })
})
