'use client'

import { useSyncExternalStore } from 'react'

export type SessionState = { status: 'loading' } | { status: 'guest' } | { status: 'signed-in'; kind: 'customer' | 'staff'; id: number; name: string; mobile?: string }

const loading: SessionState = { status: 'loading' }
let current: SessionState = loading
let requested = false
const listeners = new Set<() => void>()

const RETRY_MS = 3_000
const RETRIES = 5

class Unavailable extends Error {}

function load(retriesLeft = RETRIES) {
  if (requested && retriesLeft === RETRIES) return
  requested = true
  fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' })
    .then((r) => {
      // The server could not check the session (its database did not answer): that is not a sign-out.
      if (r.status === 503 && retriesLeft > 0) throw new Unavailable()
      return r.ok ? r.json() : { kind: null }
    })
    .then((b: { kind: 'customer' | 'staff' | null; id?: number; name?: string; mobile?: string }) => {
      current = b.kind ? { status: 'signed-in', kind: b.kind, id: b.id ?? 0, name: b.name ?? '', mobile: b.mobile } : { status: 'guest' }
    })
    .catch((error: unknown) => {
      if (error instanceof Unavailable) {
        setTimeout(() => load(retriesLeft - 1), RETRY_MS)
        return
      }
      current = { status: 'guest' }
    })
    .finally(() => listeners.forEach((l) => l()))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  load()
  return () => void listeners.delete(listener)
}

/**
 * The visitor's sign-in state, asked once per page load and shared by every island that needs it.
 * Signing in or out ends with a full page load, so the state never goes stale.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => current, () => loading)
}
