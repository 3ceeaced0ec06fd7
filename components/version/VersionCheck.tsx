'use client'

import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { isChunkLoadError, mayReload } from '@/lib/version/reload-guard'
import { notify } from '@/components/notify/notify'
import { afterLoad } from '@/components/layout/after-load'

const POLL_MS = 5 * 60 * 1000
const GUARD_KEY = 'version-reload-at'
const currentBuild = process.env.NEXT_PUBLIC_BUILD_ID

function lastReloadAt(): number | null {
  try {
    const v = sessionStorage.getItem(GUARD_KEY)
    return v === null ? null : Number(v)
  } catch {
    return null
  }
}

/** Full reload unless one happened less than 10 s ago; returns whether it reloads. */
function guardedReload(href?: string): boolean {
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

/**
 * Notices a new build (SPEC.md §4): polls the build manifest and, once the server runs another
 * build, turns the next navigation into a full page load. A chunk that fails to load means the
 * same, so it reloads at once. Both are guarded against reloading twice within 10 s.
 */
export function VersionCheck() {
  const t = useTranslations('version')
  const stale = useRef(false)
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    let stopped = false
    async function check() {
      if (stale.current || stopped || document.visibilityState === 'hidden') return
      try {
        const res = await fetch(`/api/build?t=${Date.now()}`, { cache: 'no-store' })
        if (!res.ok) return
        const { buildId } = (await res.json()) as { buildId?: string }
        if (buildId && currentBuild && buildId !== currentBuild && !stale.current) {
          stale.current = true
          document.documentElement.dataset.newVersion = 'true'
          notify({
            id: 'new-version',
            title: t('title'),
            description: t('description'),
            actions: [{ label: t('reload'), onClick: () => guardedReload() }],
          })
        }
      } catch {
        // Offline or server restarting: try again on the next tick.
      }
    }
    const timer = window.setInterval(check, POLL_MS)
    // Coming back to the tab asks again, but never while the page is still loading: the window gets
    // focus as it opens, and that request competed with the page's own (the first check waits for load).
    const loaded = () => document.readyState === 'complete'
    const onFocus = () => loaded() && check()
    const onVisible = () => loaded() && document.visibilityState === 'visible' && check()
    window.addEventListener('focus', onFocus)
    document.addEventListener('visibilitychange', onVisible)
    const cancelFirst = afterLoad(() => void check())

    // Same-origin link clicks become full loads once the build is stale.
    const onClick = (e: MouseEvent) => {
      if (!stale.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!a || a.target === '_blank' || a.hasAttribute('download')) return
      const url = new URL(a.href, window.location.href)
      if (url.origin !== window.location.origin) return
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return
      if (guardedReload(url.href)) e.preventDefault()
    }
    const onError = (e: ErrorEvent) => isChunkLoadError(e.error ?? e.message) && guardedReload()
    const onRejection = (e: PromiseRejectionEvent) => isChunkLoadError(e.reason) && guardedReload()
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      cancelFirst()
      stopped = true
      window.clearInterval(timer)
      window.removeEventListener('focus', onFocus)
      document.removeEventListener('visibilitychange', onVisible)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [t])

  // Navigations that do not come from a link (router.push, back/forward) reload here instead.
  useEffect(() => {
    if (pathname !== firstPath.current && stale.current) guardedReload()
    firstPath.current = pathname
  }, [pathname])

  return null
}
