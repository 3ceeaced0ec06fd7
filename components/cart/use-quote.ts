'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { queryClient } from '@/components/query/client'
import { fetchJson } from '@/components/query/fetch-json'
import type { CartQuote as Quote } from '@/lib/cart/quote'
import type { Locale } from '@/lib/i18n/config'
import type { CartLine } from './cart-store'

// Typing a quantity digit by digit asks once, for the number the visitor stopped at.
const PAUSE_MS = 200

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * Today's prices for the browser's cart lines, asked again (after a short pause) whenever they
 * change. While a new answer is on its way the last one stays on screen, marked as loading; if the
 * server cannot be reached the last answer stays.
 */
export function useQuote(locale: Locale, lines: CartLine[], province: string | null): { quote: Quote | null; loading: boolean; dropped: boolean; droppedTitles: string[] } {
  const key = JSON.stringify(lines)
  const asked = useSettled(key, PAUSE_MS)
  const query = useQuery({
    queryKey: ['cart-quote', locale, asked, province],
    queryFn: ({ signal }) => fetchJson<Quote>(`/api/cart/quote?locale=${locale}${province ? `&province=${province}` : ''}`, { json: { lines: JSON.parse(asked) as CartLine[] }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  }, queryClient)

  // `dropped` stays true once the server has refused a line (no longer sold), so the visitor is told
  // even after the line has left the cart and the next answer is clean. `last` outlives a failed ask.
  const [last, setLast] = useState<Quote | null>(null)
  const [dropped, setDropped] = useState(false)
  // The products staff stopped taking orders for, by name, so the visitor is told which and why.
  const [droppedTitles, setDroppedTitles] = useState<string[]>([])
  if (query.data && !query.isPlaceholderData && query.data !== last) {
    setLast(query.data)
    if (query.data.unavailable.length) setDropped(true)
    const named = query.data.notOrderable.filter((title) => !droppedTitles.includes(title))
    if (named.length) setDroppedTitles([...droppedTitles, ...named])
  }

  // Loading until the answer for exactly these lines is here: the cart prunes itself only by that one.
  const current = query.data !== undefined && !query.isPlaceholderData
  const loading = asked !== key || !current || query.isFetching
  return { quote: query.data ?? last, loading, dropped, droppedTitles }
}
