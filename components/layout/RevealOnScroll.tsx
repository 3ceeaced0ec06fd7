'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Reveals [data-reveal] elements as they scroll 120 px into view (SPEC.md §9 animation defaults).
 * What is already on screen when the page starts is never hidden: only what lies below the fold
 * waits for its reveal, so nothing the visitor first sees depends on this script.
 */
export function RevealOnScroll() {
  const pathname = usePathname()
  useEffect(() => {
    const waiting = Array.from(document.querySelectorAll('[data-reveal]:not(.is-revealed)'))
    const below = waiting.filter((el) => {
      if (el.getBoundingClientRect().top < window.innerHeight) {
        el.classList.add('is-revealed')
        return false
      }
      return true
    })
    document.documentElement.classList.add('reveal-ready')
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add('is-revealed')
            observer.unobserve(entry.target)
          }
        }
      },
      { rootMargin: '0px 0px -120px 0px' },
    )
    below.forEach((el) => observer.observe(el))
    return () => observer.disconnect()
  }, [pathname])
  return null
}
