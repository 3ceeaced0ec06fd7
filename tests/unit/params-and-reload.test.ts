import { describe, expect, it } from 'vitest'
import { isSlug, parseId } from '@/lib/site/params'
import { isChunkLoadError, mayReload, RELOAD_GUARD_MS } from '@/lib/version/reload-guard'

describe('route parameters', () => {
  it('accept positive whole ids only', () => {
    expect(parseId('12')).toBe(12)
    for (const bad of ['0', '-1', '1.5', 'abc', '012', '۱۲', '99999999999', '']) expect(parseId(bad), bad).toBeNull()
  })

  it('accept slugs in any script, nothing else', () => {
    expect(isSlug('round-tubes')).toBe(true)
    expect(isSlug(encodeURIComponent('لوله-گرد'))).toBe(true)
    for (const bad of ['Round', 'a--b', '-a', 'a b', '%E0%A4%A', 'a/b', 'x'.repeat(121)]) expect(isSlug(bad), bad).toBe(false)
  })
})

describe('reload guard', () => {
  it('allows a reload, then none for 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(mayReload(1_000_000, null)).toBe(true)
    expect(mayReload(1_000_000, 1_000_000 - 9_999)).toBe(false)
    expect(mayReload(1_000_000, 1_000_000 - 10_000)).toBe(true)
    expect(mayReload(1_000_000, Number.NaN)).toBe(true)
  })

  it('recognises chunk-load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})
