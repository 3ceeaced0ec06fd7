'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'

export type SummaryItem = { id: string; label: string; message: string }

/**
 * The list of what to fix, shown above the form after a failed send; each line jumps to its field.
 * Built from the page (labels in document order), so it reads top to bottom like the form.
 * Each failed send (`attempt`) moves focus to it: a screen reader then reads how many things are
 * wrong and what, and the keyboard is one Tab from the first of them.
 */
export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const t = useTranslations('forms.summary')
  const box = useRef<HTMLDivElement>(null)
  const focusedFor = useRef(0)
  const titleId = useId()
  const shown = items.length > 0
  useEffect(() => {
    if (!shown || focusedFor.current === attempt || !box.current) return
    focusedFor.current = attempt
    box.current.scrollIntoView({ block: 'start' })
    box.current.focus({ preventScroll: true })
  }, [attempt, shown])
  if (!shown) return null
  return (
    <div ref={box} tabIndex={-1} role="region" aria-labelledby={titleId} className="scroll-mt-24 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900" data-testid="error-summary">
      <p id={titleId} className="font-semibold">{t('title', { count: items.length })}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="underline"
              onClick={(e) => {
                e.preventDefault()
                const el = document.getElementById(item.id)
                el?.scrollIntoView({ block: 'center' })
                el?.focus()
              }}
            >
              {item.label}
            </a>
            : {item.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The invalid fields on the page, top to bottom, with their labels and messages. */
export function summaryFromPage(form: HTMLFormElement): SummaryItem[] {
  const items: SummaryItem[] = []
  for (const el of form.querySelectorAll<HTMLElement>('[aria-invalid="true"][data-label]')) {
    if (items.some((i) => i.id === el.id)) continue
    const message = document.getElementById(`${el.id}-error`)?.textContent ?? ''
    items.push({ id: el.id, label: el.dataset.label ?? el.id, message })
  }
  return items
}
