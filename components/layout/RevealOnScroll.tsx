'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Reveals [data-reveal] elements as they scroll 120 px into view (SPEC.md §9 animation defaults). */
export function RevealOnScroll() {
  const pathname = usePathname()
  useEffect(() => {
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
    document.querySelectorAll('[data-reveal]:not(.is-revealed)').forEach((el) => observer.observe(el))
    return () => observer.disconnect()
  }, [pathname])
  return null
}
