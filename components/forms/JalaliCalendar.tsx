'use client'

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react'
import { keepTabInside } from '@/components/layout/focus-loop'
// The locales' module declarations live in the package's main types.
import type {} from 'react-date-object'
import persian_ar from 'react-date-object/locales/persian_ar'
import persian_en from 'react-date-object/locales/persian_en'
import persian_fa from 'react-date-object/locales/persian_fa'
import { datePickerColor, formatJalaliParts, jalaliToday, jalaliYears, parseJalali, type JalaliParts } from '@/lib/dates/jalali-days'
import { addMonths, dayInMonth } from '@/lib/forms/jalali-month'
import type { Locale } from '@/lib/i18n/config'
import { localizeDigits } from '@/lib/i18n/numbering'
import { DayGrid } from './DayGrid'

type Props = {
  value: string
  mode: 'popover' | 'modal'
  locale: Locale
  onConfirm: (value: string) => void
  onCancel: () => void
}

/**
 * English names for the weekdays: the library's English Jalali locale spells the Persian ones
 * ("Yek", "Do"…). Its weeks start on Saturday, as the Persian calendar's do.
 */
const englishWeekDays = Array.from({ length: 7 }, (_, i) => {
  const day = new Date(Date.UTC(2024, 0, 6 + i)) // 6 January 2024 was a Saturday
  const name = (style: 'long' | 'short') => new Intl.DateTimeFormat('en-US', { weekday: style, timeZone: 'UTC' }).format(day)
  return [name('long'), name('short')]
})
const dateLocales = { fa: persian_fa, en: { ...persian_en, weekDays: englishWeekDays }, ar: persian_ar } as const
const years = Array.from({ length: jalaliYears.count }, (_, i) => jalaliYears.first + i)

/**
 * The Persian calendar itself: year and month lists, the month's days, and Now / Cancel / Select.
 * A day picked here is only a proposal until Select (no auto-submit, SPEC §5). Usable with the
 * keyboard alone: focus starts on the chosen day (or today), the days are a grid (DayGrid), Tab
 * goes round the dialog's controls, Escape cancels; the field gets focus back either way.
 */
export default function JalaliCalendar({ value, mode, locale, onConfirm, onCancel }: Props) {
  const t = useTranslations('forms.date')
  const initial = parseJalali(value)
  const [pending, setPending] = useState<JalaliParts | null>(initial)
  const [view, setView] = useState(() => {
    const start = initial ?? jalaliToday()
    return { year: start.year, month: start.month }
  })
  const [active, setActive] = useState<JalaliParts>(() => initial ?? jalaliToday())
  const [focusActive, setFocusActive] = useState(true)
  const focused = useCallback(() => setFocusActive(false), [])
  const panel = useRef<HTMLDivElement>(null)
  const dateLocale = dateLocales[locale as keyof typeof dateLocales] ?? persian_en
  // The Persian calendar counts weekdays from Saturday: 0 starts the week on Saturday (fa, ar), 1 on Sunday (en).
  const weekStart = locale === 'en' ? 1 : 0
  const digits = (n: number | string) => localizeDigits(String(n), locale)

  // The latest cancel handler, without re-subscribing (and re-focusing) on every render of the field.
  const cancel = useRef(onCancel)
  useEffect(() => {
    cancel.current = onCancel
  })
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel.current()
    }
    const onDown = (e: MouseEvent) => {
      if (mode === 'popover' && panel.current && !panel.current.contains(e.target as Node)) cancel.current()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onDown)
    }
  }, [mode])

  /** Shows the month of `day` and makes it the active day; `focus` moves keyboard focus onto it. */
  const goTo = (day: JalaliParts, focus = false) => {
    setActive(day)
    setView({ year: day.year, month: day.month })
    if (focus) setFocusActive(true)
  }
  const step = (delta: number) => goTo(addMonths({ ...view, day: active.day }, delta))
  const now = () => {
    const today = jalaliToday()
    setPending(today)
    goTo(today)
  }
  const rtl = locale !== 'en'
  const monthName = (month: number) => dateLocale.months[month - 1]![0]
  const dayLabel = (d: JalaliParts) => `${digits(d.day)} ${monthName(d.month)} ${digits(d.year)}`
  const saturdayFirst = dateLocale.weekDays.map(([long, short]: string[]) => ({ long: long ?? '', short: short ?? '' }))
  const weekDays = weekStart === 1 ? [...saturdayFirst.slice(1), saturdayFirst[0]!] : saturdayFirst
  const buttonClass = 'rounded-lg px-3 py-1.5 text-sm font-medium'

  const body = (
    <div
      ref={panel}
      role="dialog"
      aria-modal={mode === 'modal' || undefined}
      aria-label={t('dialog')}
      data-mode={mode}
      data-testid="date-picker"
      onKeyDown={keepTabInside}
      style={{ '--picker': datePickerColor } as CSSProperties}
      className={
        mode === 'modal'
          ? 'w-full max-w-sm rounded-t-2xl bg-white p-3 shadow-xl sm:rounded-2xl'
          : 'absolute start-0 top-full z-40 mt-1 w-80 rounded-xl border border-steel-200 bg-white p-3 shadow-xl'
      }
    >
      <div className="mb-2 flex items-center gap-1">
        <button type="button" onClick={() => step(-1)} aria-label={t('previousMonth')} className="rounded p-1.5 text-[var(--picker)] hover:bg-steel-100">
          {rtl ? <ChevronRight className="size-4" aria-hidden="true" /> : <ChevronLeft className="size-4" aria-hidden="true" />}
        </button>
        <select aria-label={t('year')} value={view.year} onChange={(e) => goTo(dayInMonth(Number(e.target.value), view.month, active.day))} className="min-w-0 flex-1 rounded border border-steel-300 px-1 py-1 text-sm">
          {years.map((y) => (
            <option key={y} value={y}>{digits(y)}</option>
          ))}
        </select>
        <select aria-label={t('month')} value={view.month} onChange={(e) => goTo(dayInMonth(view.year, Number(e.target.value), active.day))} className="min-w-0 flex-1 rounded border border-steel-300 px-1 py-1 text-sm">
          {dateLocale.months.map(([name], i) => (
            <option key={name} value={i + 1}>{name}</option>
          ))}
        </select>
        <button type="button" onClick={() => step(1)} aria-label={t('nextMonth')} className="rounded p-1.5 text-[var(--picker)] hover:bg-steel-100">
          {rtl ? <ChevronLeft className="size-4" aria-hidden="true" /> : <ChevronRight className="size-4" aria-hidden="true" />}
        </button>
      </div>
      <DayGrid
        year={view.year}
        month={view.month}
        pending={pending}
        active={active}
        weekStart={weekStart}
        rtl={rtl}
        monthLabel={`${monthName(view.month)} ${digits(view.year)}`}
        dayLabel={dayLabel}
        digits={digits}
        weekDays={weekDays}
        onMove={(day) => goTo(day, true)}
        onChoose={(day) => {
          setPending(day)
          goTo(day)
        }}
        focusActive={focusActive}
        onFocused={focused}
      />
      <p className="my-2 text-center text-sm text-steel-700" aria-live="polite" dir="ltr" data-testid="date-picker-pending">
        {pending ? digits(formatJalaliParts(pending)) : '\u00a0'}
      </p>
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={now} className={`${buttonClass} text-[var(--picker)] hover:bg-steel-100`}>{t('now')}</button>
        <div className="flex gap-2">
          <button type="button" onClick={onCancel} className={`${buttonClass} border border-steel-300 text-steel-700 hover:bg-steel-50`}>{t('cancel')}</button>
          <button type="button" data-testid="picker-select" disabled={!pending} onClick={() => pending && onConfirm(formatJalaliParts(pending))} className={`${buttonClass} bg-[var(--picker)] text-white disabled:opacity-50`}>
            {t('select')}
          </button>
        </div>
      </div>
    </div>
  )
  if (mode === 'popover') return body
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 sm:items-center" onClick={(e) => e.target === e.currentTarget && onCancel()}>
      {body}
    </div>
  )
}
