import { describe, expect, it } from 'vitest'
import { parseBlogQuery, serializeBlogQuery } from '@/lib/blog/query-params'
import { plainText, readingMinutes } from '@/lib/content/rich-text'
import { jalaliMonthOf, monthKey, monthRange, parseMonthKey } from '@/lib/dates/jalali-months'
import { paragraphs } from '@/cms/seed/lexical'

describe('Jalali months', () => {
  it('knows which Jalali month a moment falls in, in Tehran', () => {
    // 1 Farvardin 1405 = 21 March 2026; 20:29 UTC on 20 March is already midnight past in Tehran.
    expect(jalaliMonthOf(new Date('2026-03-20T20:31:00Z'))).toEqual({ year: 1405, month: 1 })
    expect(jalaliMonthOf(new Date('2026-03-20T20:29:00Z'))).toEqual({ year: 1404, month: 12 })
  })

  it('gives the instants a month starts and ends', () => {
    const { from, to } = monthRange({ year: 1405, month: 8 })
    expect(from.toISOString()).toBe('2026-10-22T20:30:00.000Z')
    expect(to.toISOString()).toBe('2026-11-21T20:30:00.000Z')
  })

  it('reads month keys from URLs and rejects anything else', () => {
    expect(parseMonthKey('1405-08')).toEqual({ year: 1405, month: 8 })
    for (const bad of ['1405-13', '1405-8', '2026-01', 'x', undefined]) expect(parseMonthKey(bad)).toBeNull()
    expect(monthKey({ year: 1405, month: 8 })).toBe('1405-08')
  })
})

describe('blog query', () => {
  it('keeps valid paging, month and tag; drops the rest', () => {
    expect(parseBlogQuery({ page: '3', month: '1405-02', tag: 'galvanized' })).toEqual({ page: 3, month: { year: 1405, month: 2 }, tag: 'galvanized' })
    expect(parseBlogQuery({ page: '0', month: 'nope', tag: '<script>' })).toEqual({ page: 1, month: null, tag: null })
    expect(serializeBlogQuery({ page: 2, month: { year: 1405, month: 2 }, tag: 'galvanized' })).toBe('month=1405-02&tag=galvanized&page=2')
    expect(serializeBlogQuery({ page: 1, month: null, tag: null })).toBe('')
  })
})

describe('reading time', () => {
  it('counts the words of the rich text', () => {
    const text = plainText(paragraphs(`${'واژه '.repeat(450)}\n\nend`, 'rtl'))
    expect(text.split(/\s+/).length).toBe(451)
    expect(readingMinutes(text)).toBe(2)
    expect(readingMinutes('')).toBe(1)
  })
})
