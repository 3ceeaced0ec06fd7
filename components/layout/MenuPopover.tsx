'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A header menu as a native popover: its button opens and closes it without JavaScript, Escape and
 * a click outside close it, and opening one header menu closes the other. On phones it spans the
 * width under the header so nothing falls off the screen. It closes once a link in it is followed.
 * Opening it puts focus on its first link.
 */
export function MenuPopover({ id, label, menuLabel = label, button, side, children, testId }: { id: string; label: string; menuLabel?: string; button: ReactNode; side: 'start' | 'end'; children: ReactNode; testId?: string }) {
  const panel = useRef<HTMLElement>(null)
  const pathname = usePathname()
  // Closed when the page changes, not when the code first runs: a menu opened before then stays open.
  const shownFor = useRef(pathname)
  useEffect(() => {
    if (shownFor.current === pathname) return
    shownFor.current = pathname
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover()
  }, [pathname])
  // Opened, the menu takes focus on its first link (the menu button pattern); closed with Escape,
  // the browser gives it back to the button.
  useEffect(() => {
    const menu = panel.current
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === 'open') menu?.querySelector<HTMLElement>('a, button')?.focus()
    }
    menu?.addEventListener('toggle', onToggle)
    return () => menu?.removeEventListener('toggle', onToggle)
  }, [])
  return (
    <>
      <button type="button" popoverTarget={id} aria-label={label} title={label} className="flex items-center gap-1 rounded p-2 text-sm hover:bg-steel-100" data-testid={testId}>
        {button}
      </button>
      <nav
        ref={panel}
        id={id}
        popover="auto"
        aria-label={menuLabel}
        onClick={(e) => (e.target as Element).closest('a') && panel.current?.hidePopover()}
        className={`header-menu ${side === 'start' ? 'header-menu-start' : 'header-menu-end'} rounded-lg border border-steel-200 bg-white p-2 text-steel-900 shadow-lg`}
      >
        {children}
      </nav>
    </>
  )
}
