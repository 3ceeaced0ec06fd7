'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Reveals [data-reveal] elements as they scroll 120 px into view (SPEC.md §9 animation defaults).
 * What is already on screen when the page starts is never hidden: only what lies below the fold
 * waits for its reveal, so nothing the visitor first sees depends on this script.
 *
 * Where each element stands is learnt from the observer's first report, computed with the next
 * frame's layout, not asked for here: a position read in this effect would force a layout inside
 * the task that ends hydration, its longest on a phone.
 */
export function RevealOnScroll() {
  const pathname = usePathname()
  useEffect(() => {
    const root = document.documentElement
    const waiting = document.querySelectorAll('[data-reveal]:not(.is-revealed)')
    if (!waiting.length) {
      root.classList.add('reveal-ready')
      return
    }
    const placed = new Set<Element>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const first = !placed.has(entry.target)
          placed.add(entry.target)
          if (entry.isIntersecting || (first && entry.boundingClientRect.top < window.innerHeight)) {
            entry.target.classList.add('is-revealed')
            observer.unobserve(entry.target)
          }
        }
        // Hidden only once each element's place is known, so nothing on screen blinks out.
        if (placed.size === waiting.length) root.classList.add('reveal-ready')
      },
      { rootMargin: '0px 0px -120px 0px' },
    )
    waiting.forEach((el) => observer.observe(el))
    return () => observer.disconnect()
  }, [pathname])
  return null
}
