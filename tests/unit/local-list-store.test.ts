import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalListStore } from '@/components/cart/local-list-store'

const isId = (v: unknown): v is number => typeof v === 'number'

// The browser's storage as far as the store uses it.
function fakeWindow() {
  const kept = new Map<string, string>()
  return {
    localStorage: { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) },
    addEventListener: () => {},
    removeEventListener: () => {},
  }
}

describe('a list kept in the browser (cart lines, products to compare)', () => {
  beforeEach(() => {
    ;(globalThis as { window?: unknown }).window = fakeWindow()
  })
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  it("reads as the very array the page was hydrated with while nothing is kept, so React need not render it again", () => {
    const store = createLocalListStore('compare', isId)
    expect(store.read()).toBe(store.serverSnapshot())
    expect(store.read()).toEqual([])
  })

  it('reads what was written, and the same empty array again once the list is emptied', () => {
    const store = createLocalListStore('compare', isId)
    store.write([3, 5])
    expect(store.read()).toEqual([3, 5])
    // Read twice without a change: the same array, as useSyncExternalStore requires.
    expect(store.read()).toBe(store.read())
    store.write([])
    expect(store.read()).toBe(store.serverSnapshot())
  })

  it('drops what is not an item, and reads a damaged entry as the empty list', () => {
    const store = createLocalListStore('compare', isId)
    window.localStorage.setItem('compare', JSON.stringify([1, 'x', null, 2]))
    expect(store.read()).toEqual([1, 2])
    window.localStorage.setItem('compare', '[1,')
    expect(store.read()).toBe(store.serverSnapshot())
  })
})
