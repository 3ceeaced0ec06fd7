'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { HttpError } from './fetch-json'

// A 4xx answer will not change by asking again; a dropped connection or a 5xx may.
const retry = (failures: number, error: unknown) => failures < 2 && !(error instanceof HttpError && error.status < 500)

/**
 * The storefront's one cache of server state in the browser (session, cart, likes, build check).
 * Made once per page load, in the browser only: the server renders these islands in their loading state.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // Nothing here is worth refetching just because the window got focus; islands that are say so.
          queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 },
          mutations: { retry: false },
        },
      }),
  )
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
