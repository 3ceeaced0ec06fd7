'use client'

import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/components/query/client'
import { fetchJson, HttpError } from '@/components/query/fetch-json'

export type SessionState = { status: 'loading' } | { status: 'guest' } | { status: 'signed-in'; kind: 'customer' | 'staff'; id: number; name: string; mobile?: string }

type SessionBody = { kind: 'customer' | 'staff' | null; id?: number; name?: string; mobile?: string }

const RETRY_MS = 3_000
const RETRIES = 5

// The server could not check the session (its database did not answer): that is not a sign-out.
const unavailable = (error: unknown) => error instanceof HttpError && error.status === 503

/**
 * The visitor's sign-in state, asked once per page load and shared by every island that needs it.
 * Signing in or out ends with a full page load, so the state never goes stale. Any other failure
 * (offline, a 4xx) shows the visitor as a guest, as a server without the session would.
 */
export function useSession(): SessionState {
  const { data, status } = useQuery({
    queryKey: ['session'],
    queryFn: () => fetchJson<SessionBody>('/api/session'),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: (failures, error) => unavailable(error) && failures < RETRIES,
    retryDelay: RETRY_MS,
  }, queryClient)
  if (status === 'pending') return { status: 'loading' }
  if (status === 'error' || !data.kind) return { status: 'guest' }
  return { status: 'signed-in', kind: data.kind, id: data.id ?? 0, name: data.name ?? '', mobile: data.mobile }
}
