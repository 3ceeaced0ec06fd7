import { describe, expect, it } from 'vitest'
import { isKeptBlogListAddress, KEPT_BLOG_PAGES, keptBlogListFor, readKeptBlogList } from '@/lib/blog/archive-route'
import { isKeptBoardAddress, keptBoardFor, readKeptBoard } from '@/lib/prices/board-route'

const at = (find: (pathname: string, params: URLSearchParams) => string | null) => (url: string) => {
  const u = new URL(url, 'http://shop')
  return find(u.pathname, u.searchParams)
}

describe('kept blog lists', () => {
  const kept = at(keptBlogListFor)

  it('keep a page, a month and a tag as segments, in every language', () => {
    expect(kept('/blog?page=2')).toBe('/fa/blog-list/2/-/-')
    expect(kept('/en/blog?month=1405-08')).toBe('/en/blog-list/1/1405-08/-')
    expect(kept('/ar/blog?tag=galvanized&page=3')).toBe('/ar/blog-list/3/-/galvanized')
    expect(kept('/blog?month=1405-08&tag=galvanized')).toBe('/fa/blog-list/1/1405-08/galvanized')
  })

  it('read the query as the list does: what it cannot read is dropped, one render per list', () => {
    expect(kept('/blog?page=0&month=1405-13&tag=Not%20A%20Slug')).toBe('/fa/blog-list/1/-/-')
    expect(kept('/blog?page=2&utm_source=sms')).toBe('/fa/blog-list/2/-/-')
  })

  it('leave deep pages to be rendered per request, and other pages alone', () => {
    expect(kept(`/blog?page=${KEPT_BLOG_PAGES + 1}`)).toBe(`/fa/blog-list/deep?page=${KEPT_BLOG_PAGES + 1}`)
    expect(kept(`/en/blog?tag=galvanized&page=00&page=${KEPT_BLOG_PAGES + 5}&month=1405-08`)).toBe('/en/blog-list/1/1405-08/galvanized')
    expect(kept(`/en/blog?page=${KEPT_BLOG_PAGES + 5}&tag=galvanized&utm_source=sms`)).toBe(`/en/blog-list/deep?tag=galvanized&page=${KEPT_BLOG_PAGES + 5}`)
    expect(kept('/blog/3?page=2')).toBeNull()
    expect(kept('/about?page=2')).toBeNull()
  })

  it('take only the segments the proxy writes', () => {
    expect(readKeptBlogList({ page: '2', month: '1405-08', tag: '-' })).toEqual({ page: 2, month: { year: 1405, month: 8 }, tag: null })
    expect(readKeptBlogList({ page: '1', month: '-', tag: 'galvanized' })).toEqual({ page: 1, month: null, tag: 'galvanized' })
    for (const raw of [
      { page: '0', month: '-', tag: '-' },
      { page: '01', month: '-', tag: '-' },
      { page: String(KEPT_BLOG_PAGES + 1), month: '-', tag: '-' },
      { page: '1', month: '1405-8', tag: '-' },
      { page: '1', month: '-', tag: 'Bad Tag' },
    ]) {
      expect(readKeptBlogList(raw), JSON.stringify(raw)).toBeNull()
    }
    expect(isKeptBlogListAddress('/en/blog-list/1/-/-')).toBe(true)
    expect(isKeptBlogListAddress('/blog')).toBe(false)
  })
})

describe('kept states of the price board', () => {
  const kept = at(keptBoardFor)

  it('keep category, brand, sort and order as segments, in every language', () => {
    expect(kept('/prices?category=round-tubes')).toBe('/fa/board/round-tubes/-/product/asc')
    expect(kept('/en/prices?brand=arvand&sort=price&order=desc')).toBe('/en/board/-/arvand/price/desc')
    expect(kept('/ar/prices?sort=change')).toBe('/ar/board/-/-/change/asc')
  })

  it('render a board narrowed by size, wall, stock or past its first page per request, its query in one spelling', () => {
    expect(kept('/prices?wall=۲٫۵&sort=perTon&category=round-tubes')).toBe('/fa/board/query?category=round-tubes&wall=2.5&sort=perTon')
    expect(kept('/en/prices?page=2')).toBe('/en/board/query?page=2')
    expect(kept('/en/prices?shape=Round&stock=in_stock')).toBe('/en/board/query?shape=Round&stock=in_stock')
    // Unreadable filters are dropped, and what is left may well be a kept state.
    expect(kept('/prices?wall=thick&page=0&stock=plenty')).toBe('/fa/board/-/-/product/asc')
  })

  it('read the query as the board does: what it cannot read is dropped', () => {
    expect(kept('/prices?category=Round%20Tubes&sort=bogus&order=sideways')).toBe('/fa/board/-/-/product/asc')
    expect(kept('/about?category=x')).toBeNull()
  })

  it('take only the segments the proxy writes', () => {
    expect(readKeptBoard({ category: 'round-tubes', brand: '-', sort: 'price', order: 'desc' })).toMatchObject({ category: 'round-tubes', brand: null, sort: 'price', order: 'desc', page: 1, wall: null })
    for (const raw of [
      { category: '-', brand: '-', sort: 'bogus', order: 'asc' },
      { category: '-', brand: '-', sort: 'price', order: 'up' },
      { category: 'Not A Slug', brand: '-', sort: 'price', order: 'asc' },
    ]) {
      expect(readKeptBoard(raw), JSON.stringify(raw)).toBeNull()
    }
    expect(isKeptBoardAddress('/board/-/-/price/asc')).toBe(true)
    expect(isKeptBoardAddress('/prices')).toBe(false)
  })
})
