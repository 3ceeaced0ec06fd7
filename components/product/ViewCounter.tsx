'use client'

import { useEffect } from 'react'
import { afterLoad } from '@/components/layout/after-load'

/** Counts one view per product per visitor per day, off the cached page. */
export function ViewCounter({ id }: { id: number }) {
  useEffect(
    () =>
      afterLoad(() => {
        const key = `viewed:${id}`
        const today = new Date().toISOString().slice(0, 10)
        try {
          if (localStorage.getItem(key) === today) return
          localStorage.setItem(key, today)
        } catch {
          // Without storage every visit counts; acceptable.
        }
        void fetch('/api/catalog/views', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id }), keepalive: true }).catch(() => {})
      }),
    [id],
  )
  return null
}
