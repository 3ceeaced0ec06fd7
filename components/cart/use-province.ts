'use client'

import { useState } from 'react'
import { isProvince, type ProvinceKey } from '@/lib/geo/provinces'

const KEY = 'delivery-province'

/**
 * The province the buyer said goods go to, kept in this browser for the next visit. Read as the
 * state starts: the cart that uses it is drawn only in the browser, after hydration (CartView).
 */
export function useProvince(): [ProvinceKey | null, (next: ProvinceKey | null) => void] {
  const [province, setProvince] = useState<ProvinceKey | null>(() => {
    const saved = typeof window === 'undefined' ? null : window.localStorage.getItem(KEY)
    return isProvince(saved) ? saved : null
  })
  const choose = (next: ProvinceKey | null) => {
    setProvince(next)
    if (next) localStorage.setItem(KEY, next)
    else localStorage.removeItem(KEY)
  }
  return [province, choose]
}
