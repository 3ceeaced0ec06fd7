'use client'

import { mayReload } from '@/lib/version/reload-guard'

const GUARD_KEY = 'version-reload-at'

function lastReloadAt(): number | null {
  try {
    const v = sessionStorage.getItem(GUARD_KEY)
    return v === null ? null : Number(v)
  } catch {
    return null
  }
}

/** Full reload unless one happened less than 10 s ago; returns whether it reloads. */
export function guardedReload(href?: string): boolean {
  const now = Date.now()
  if (!mayReload(now, lastReloadAt())) return false
  try {
    sessionStorage.setItem(GUARD_KEY, String(now))
  } catch {
    // Private mode without storage: reload anyway, the guard is best effort there.
  }
  if (href) window.location.assign(href)
  else window.location.reload()
  return true
}

// Set by BuildCheck once the server runs another build; read by VersionGuard on every navigation.
let stale = false
export const buildIsStale = () => stale
export function markBuildStale() {
  stale = true
  document.documentElement.dataset.newVersion = 'true'
}
