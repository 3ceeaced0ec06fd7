'use client'

import { SlidersHorizontal, X } from 'lucide-react'
import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { keepTabInside } from '@/components/layout/focus-loop'
import { ScriptButton } from '@/components/layout/ScriptButton'

/**
 * On phones the category tree and the filters wait behind a button, so the products come first;
 * from the `lg` breakpoint they stand beside the list. Open, the panel is a modal sheet: Escape or
 * the close button shuts it and focus returns to the button; Tab stays inside it while it is open. Without JavaScript the panel simply
 * stays in the page above the list.
 */
export function FiltersDrawer({ active, children }: { active: number; children: ReactNode }) {
  const t = useTranslations('catalog')
  const format = useFormatter()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (!open) return
    close.current?.focus()
    const opener = toggle.current
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    const desktop = window.matchMedia('(min-width: 64rem)')
    const onResize = () => desktop.matches && setOpen(false)
    document.addEventListener('keydown', onKey)
    desktop.addEventListener('change', onResize)
    document.documentElement.classList.add('overflow-hidden')
    return () => {
      document.removeEventListener('keydown', onKey)
      desktop.removeEventListener('change', onResize)
      document.documentElement.classList.remove('overflow-hidden')
      opener?.focus()
    }
  }, [open])

  const label = active ? t('filtersWithCount', { count: format.number(active, 'digits') }) : t('filtersAndCategories')
  return (
    <>
      <ScriptButton
        ref={toggle}
        onClick={() => setOpen(true)}
        aria-expanded={open}
        className="js-only flex w-full items-center justify-center gap-2 rounded-md border border-steel-300 bg-white px-4 py-2.5 font-medium lg:hidden"
        data-testid="filters-toggle"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {label}
      </ScriptButton>
      <div
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        data-open={open}
        onKeyDown={open ? keepTabInside : undefined}
        className="filters-panel max-lg:data-[open=true]:fixed max-lg:data-[open=true]:inset-0 max-lg:data-[open=true]:z-50 max-lg:data-[open=true]:flex max-lg:data-[open=true]:flex-col max-lg:data-[open=true]:bg-white"
        data-testid="filters-panel"
      >
        <div className="flex items-center justify-between border-b border-steel-200 px-4 py-3 lg:hidden" hidden={!open}>
          <h2 id={titleId} className="font-semibold">{t('filtersAndCategories')}</h2>
          <button ref={close} type="button" onClick={() => setOpen(false)} className="rounded p-2 hover:bg-steel-100" aria-label={t('closeFilters')}>
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="space-y-8 max-lg:data-[open=true]:flex-1 max-lg:data-[open=true]:overflow-y-auto max-lg:data-[open=true]:p-4" data-open={open}>
          {children}
        </div>
      </div>
    </>
  )
}
