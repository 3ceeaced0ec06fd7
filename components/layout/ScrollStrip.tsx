'use client'

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ScriptButton } from './ScriptButton'

/**
 * A row that scrolls sideways: a named region that takes keyboard focus (arrow keys scroll it), a
 * fade on each side where more is hidden, and buttons that move it a screen at a time. The buttons
 * show before the page's code runs (they hide only where scripts are off), so a tap on them then is
 * held until it does (ScriptButton).
 */
export function ScrollStrip({ label, children }: { label: string; children: ReactNode }) {
  const t = useTranslations('nav')
  const strip = useRef<HTMLDivElement>(null)
  const [ends, setEnds] = useState({ start: true, end: false })

  useEffect(() => {
    const el = strip.current
    if (!el) return
    const measure = () => {
      // scrollLeft is negative in right-to-left pages; its size says how far from the start.
      const from = Math.abs(el.scrollLeft)
      const next = { start: from < 2, end: from + el.clientWidth >= el.scrollWidth - 2 }
      // The same ends as before render nothing again (every scroll event measures).
      setEnds((now) => (now.start === next.start && now.end === next.end ? now : next))
    }
    el.addEventListener('scroll', measure, { passive: true })
    // The observer's first report (with the next frame's layout) is the first measure: reading the
    // sizes here would force a layout inside the task that ends hydration.
    const resize = new ResizeObserver(measure)
    resize.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      resize.disconnect()
    }
  }, [])

  const move = (direction: 1 | -1) => {
    const el = strip.current
    if (!el) return
    const rtl = getComputedStyle(el).direction === 'rtl'
    el.scrollBy({ left: direction * (rtl ? -1 : 1) * el.clientWidth * 0.8, behavior: 'smooth' })
  }

  const button = 'absolute top-1/2 z-10 -translate-y-1/2 rounded-full border border-steel-200 bg-white p-1.5 shadow hover:bg-steel-50 disabled:hidden'
  return (
    <div className="relative" data-at-start={ends.start} data-at-end={ends.end}>
      <div ref={strip} role="region" aria-label={label} tabIndex={0} className="scroll-strip overflow-x-auto pb-2" data-testid="scroll-strip">
        {children}
      </div>
      <ScriptButton onClick={() => move(-1)} disabled={ends.start} aria-label={t('scrollBack')} className={`${button} start-0 js-only`}>
        <ChevronRight aria-hidden className="size-4 ltr:hidden" />
        <ChevronLeft aria-hidden className="size-4 rtl:hidden" />
      </ScriptButton>
      <ScriptButton onClick={() => move(1)} disabled={ends.end} aria-label={t('scrollOn')} className={`${button} end-0 js-only`}>
        <ChevronLeft aria-hidden className="size-4 ltr:hidden" />
        <ChevronRight aria-hidden className="size-4 rtl:hidden" />
      </ScriptButton>
    </div>
  )
}
