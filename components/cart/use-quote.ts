'use client'

import { useEffect, useState } from 'react'
import type { Quote } from '@/lib/cart/quote'
import type { CartLine } from './cart-store'

/** Today's prices for the browser's cart lines, asked again (briefly debounced) whenever they change. */
export function useQuote(locale: string, lines: CartLine[]): { quote: Quote | null; loading: boolean; dropped: boolean } {
  // `dropped` stays true once the server has refused a line (no longer sold), so the visitor is told
  // even after the line has left the cart and the next answer is clean.
  const [state, setState] = useState<{ key: string; quote: Quote | null; dropped: boolean }>({ key: '', quote: null, dropped: false })
  const key = JSON.stringify(lines)

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/cart/quote?locale=${locale}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: key === '[]' ? '{"lines":[]}' : `{"lines":${key}}`, signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<Quote>) : null))
        .then((quote) => setState((prev) => ({ key, quote, dropped: prev.dropped || Boolean(quote?.unavailable.length) })))
        .catch(() => {})
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, locale])

  return { quote: state.quote, loading: state.key !== key, dropped: state.dropped }
}
