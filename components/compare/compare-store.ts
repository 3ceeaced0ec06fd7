'use client'

import { createLocalListStore } from '@/components/cart/local-list-store'
import { MAX_COMPARE } from '@/lib/catalog/compare'

export const compareStore = createLocalListStore<number>('compare', (v): v is number => Number.isSafeInteger(v) && (v as number) > 0)

/** Adds or removes a product; returns false when the list is already full. */
export function toggleCompare(id: number): boolean {
  const ids = compareStore.read()
  if (ids.includes(id)) {
    compareStore.write(ids.filter((x) => x !== id))
    return true
  }
  if (ids.length >= MAX_COMPARE) return false
  compareStore.write([...ids, id])
  return true
}
