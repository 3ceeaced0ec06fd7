'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { isChunkLoadError } from '@/lib/version/reload-guard'
import { buildIsStale, guardedReload } from './reload'

/**
 * Part of noticing a new build (SPEC.md §4) that must hold from the first moment: a chunk that fails
 * to load means the server runs another build, so the page reloads at once; once BuildCheck has seen
 * a new build, the next navigation becomes a full load. Both are guarded against reloading twice
 * within 10 s. Renders nothing.
 */
export function VersionGuard() {
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    // Same-origin link clicks become full loads once the build is stale.
    const onClick = (e: MouseEvent) => {
      if (!buildIsStale() || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
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
    if (pathname !== firstPath.current && buildIsStale()) guardedReload()
    firstPath.current = pathname
  }, [pathname])

  return null
}
