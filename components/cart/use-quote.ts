'use client'

import { useEffect, useState } from 'react'
import type { Quote } from '@/lib/cart/quote'
import type { CartLine } from './cart-store'

/** Today's prices for the browser's cart lines, asked again (briefly debounced) whenever they change. */
export function useQuote(locale: string, lines: CartLine[]): { quote: Quote | null; loading: boolean } {
  const [state, setState] = useState<{ key: string; quote: Quote | null }>({ key: '', quote: null })
  const key = JSON.stringify(lines)

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/cart/quote?locale=${locale}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: key === '[]' ? '{"lines":[]}' : `{"lines":${key}}`, signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<Quote>) : null))
        .then((quote) => setState({ key, quote }))
        .catch(() => {})
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, locale])

  return { quote: state.quote, loading: state.key !== key }
}
