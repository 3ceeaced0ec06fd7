'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** The same-origin path of an anchor the server rendered with AnchorLink, or null. */
function navigablePath(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-nav]') : null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href)
  return url.origin === location.origin ? url.pathname + url.search + url.hash : null
}

/**
 * Client navigation for every server-rendered link of the page, from one set of listeners on the
 * document instead of a hydrated component per link (see AnchorLink). A plain click goes through
 * the router as next/link's would; a click with a modifier, or on a link to a new tab, stays the
 * browser's. The route is prefetched on intent (pointer over, touch, keyboard focus), not for each
 * link that scrolls into view: on a phone's metered network a page no longer fetches the pages of
 * every card it shows.
 */
export function LinkNavigation() {
  const router = useRouter()
  useEffect(() => {
    const prefetched = new Set<string>()
    const onIntent = (event: Event) => {
      const path = navigablePath(event.target)
      if (!path || prefetched.has(path)) return
      prefetched.add(path)
      router.prefetch(path)
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const path = navigablePath(event.target)
      if (!path) return
      const url = new URL(path, location.href)
      // A jump within the page is the browser's to make.
      if (url.hash && url.pathname === location.pathname && url.search === location.search) return
      event.preventDefault()
      router.push(path)
    }
    const passive = { passive: true }
    document.addEventListener('click', onClick)
    document.addEventListener('pointerover', onIntent, passive)
    document.addEventListener('touchstart', onIntent, passive)
    document.addEventListener('focusin', onIntent, passive)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('touchstart', onIntent)
      document.removeEventListener('focusin', onIntent)
    }
  }, [router])
  return null
}
