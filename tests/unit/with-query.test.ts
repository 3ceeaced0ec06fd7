import { describe, expect, it } from 'vitest'
import { withQuery } from '@/lib/site/with-query'

describe('a path with its query', () => {
  it('joins them with one ?, and leaves a bare path bare', () => {
    expect(withQuery('/blog', 'page=2')).toBe('/blog?page=2')
    expect(withQuery('/blog', '')).toBe('/blog')
    expect(withQuery('/search', new URLSearchParams({ q: 'لوله گرد', sort: 'cheapest' }))).toBe('/search?q=%D9%84%D9%88%D9%84%D9%87+%DA%AF%D8%B1%D8%AF&sort=cheapest')
    expect(withQuery('/prices', new URLSearchParams())).toBe('/prices')
  })
})
