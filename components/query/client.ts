'use client'

import { QueryClient } from '@tanstack/react-query'
import { HttpError } from './fetch-json'

// A 4xx answer will not change by asking again; a dropped connection or a 5xx may.
const retry = (failures: number, error: unknown) => failures < 2 && !(error instanceof HttpError && error.status < 500)

/**
 * The storefront's one cache of server state in the browser (session, carts, likes, comments, the
 * build check). Every island that uses it loads after hydration (components/layout/AfterHydration),
 * so it is created in the browser only, once per page load, and the library is never part of a
 * page's first load. Islands pass it to React Query's hooks rather than through a provider, which
 * would have to wrap the whole page and so load with it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Nothing here is worth refetching just because the window got focus; islands that are say so.
    queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
})
