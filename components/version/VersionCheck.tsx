'use client'

import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useAfterLoad } from '@/components/layout/use-after-load'
import { notify } from '@/components/notify/notify'
import { fetchJson } from '@/components/query/fetch-json'
import { isChunkLoadError, mayReload } from '@/lib/version/reload-guard'

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
 * Notices a new build (SPEC.md §4): asks which build the server runs (every 5 minutes while the tab
 * is visible, and when the visitor comes back to it) and, once it is another, turns the next
 * navigation into a full page load. A chunk that fails to load means the same, so it reloads at
 * once. Both are guarded against reloading twice within 10 s.
 */
export function VersionCheck() {
  const t = useTranslations('version')
  const stale = useRef(false)
  const [noticed, setNoticed] = useState(false)
  const pathname = usePathname()
  const firstPath = useRef(pathname)
  // Never while the page is still loading: the window gets focus as it opens, and that request
  // competed with the page's own.
  const loaded = useAfterLoad()
  const build = useQuery({
    queryKey: ['build'],
    // The query string keeps any cache in between from answering for the server.
    queryFn: () => fetchJson<{ buildId?: string }>(`/api/build?t=${Date.now()}`),
    enabled: loaded && !noticed,
    staleTime: 0,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    // Offline or server restarting: the next tick asks again.
    retry: false,
  })
  const { refetch } = build
  const buildId = build.data?.buildId

  useEffect(() => {
    if (!buildId || !currentBuild || buildId === currentBuild || stale.current) return
    stale.current = true
    setNoticed(true)
    document.documentElement.dataset.newVersion = 'true'
    notify({
      id: 'new-version',
      title: t('title'),
      description: t('description'),
      actions: [{ label: t('reload'), onClick: () => guardedReload() }],
    })
  }, [buildId, t])

  // React Query asks again when the tab becomes visible; a window that only regains focus counts too.
  useEffect(() => {
    if (!loaded || noticed) return
    const onFocus = () => void refetch()
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [loaded, noticed, refetch])

  useEffect(() => {
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
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  // Navigations that do not come from a link (router.push, back/forward) reload here instead.
  useEffect(() => {
    if (pathname !== firstPath.current && stale.current) guardedReload()
    firstPath.current = pathname
  }, [pathname])

  return null
}
