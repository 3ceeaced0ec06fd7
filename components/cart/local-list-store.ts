'use client'

import { useSyncExternalStore } from 'react'

/**
 * A small list kept in localStorage and shared by every component and tab that uses it
 * (cart lines, products to compare). Survives reloads; the server never trusts it.
 */
export function createLocalListStore<T>(key: string, isItem: (v: unknown) => v is T) {
  const listeners = new Set<() => void>()
  // Every empty list is this one array, the server's snapshot too: for a visitor with nothing in the
  // list, the browser's first read equals what the page was hydrated with, and React has no reason
  // to render each island that shows it a second time, synchronously, as hydration ends.
  const empty: T[] = []
  let cache: { raw: string | null; value: T[] } = { raw: null, value: empty }

  function read(): T[] {
    const raw = typeof window === 'undefined' ? null : window.localStorage.getItem(key)
    if (raw === cache.raw) return cache.value
    let value: T[] = []
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : []
      value = Array.isArray(parsed) ? parsed.filter(isItem) : []
    } catch {
      value = []
    }
    cache = { raw, value: value.length ? value : empty }
    return cache.value
  }

  function write(next: T[]) {
    window.localStorage.setItem(key, JSON.stringify(next))
    listeners.forEach((l) => l())
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    const onStorage = (e: StorageEvent) => e.key === key && listener()
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }

  const serverSnapshot = () => empty

  return {
    read,
    write,
    subscribe,
    serverSnapshot,
    useList: () => useSyncExternalStore(subscribe, read, serverSnapshot),
  }
}
