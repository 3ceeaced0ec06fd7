'use client'

import { useEffect, useRef, type KeyboardEvent } from 'react'
import { formatJalaliParts, jalaliToday, type JalaliParts } from '@/lib/dates/jalali-days'
import { addDays, addMonths, dayInMonth, monthWeeks, sameDay, weekEndOf, weekStartOf } from '@/lib/forms/jalali-month'

type Props = {
  year: number
  month: number
  /** The day proposed so far (not yet confirmed with Select). */
  pending: JalaliParts | null
  /** The day keyboard focus is on; it is the grid's one tab stop. */
  active: JalaliParts
  weekStart: 0 | 1
  rtl: boolean
  /** The month's name and a full date's name in the page's language and digits. */
  monthLabel: string
  dayLabel: (day: JalaliParts) => string
  digits: (n: number) => string
  weekDays: { long: string; short: string }[]
  /** Focus moved (by keys) to another day, possibly in another month. */
  onMove: (day: JalaliParts) => void
  onChoose: (day: JalaliParts) => void
  /** Put focus on the active day (after opening, or after a key moved it). */
  focusActive: boolean
  onFocused: () => void
}

/**
 * The month's days as an ARIA grid: one tab stop (the active day), so Tab leaves the grid for the
 * picker's buttons and Shift+Tab comes back; arrows move by day and week (left is forward in a
 * right-to-left page), Page Up/Down by month (with Shift by year), Home/End to the week's ends,
 * Enter or Space choose. Each day is named by its full date; today and the chosen day are marked.
 */
export function DayGrid({ year, month, pending, active, weekStart, rtl, monthLabel, dayLabel, digits, weekDays, onMove, onChoose, focusActive, onFocused }: Props) {
  const grid = useRef<HTMLTableElement>(null)
  const today = jalaliToday()

  useEffect(() => {
    if (!focusActive) return
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${formatJalaliParts(active)}"]`)?.focus()
    onFocused()
  }, [focusActive, active, onFocused])

  const onKey = (e: KeyboardEvent<HTMLButtonElement>, day: JalaliParts) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const back = rtl ? 'ArrowRight' : 'ArrowLeft'
    const moves: Record<string, () => JalaliParts> = {
      [forward]: () => addDays(day, 1),
      [back]: () => addDays(day, -1),
      ArrowDown: () => addDays(day, 7),
      ArrowUp: () => addDays(day, -7),
      PageDown: () => addMonths(day, e.shiftKey ? 12 : 1),
      PageUp: () => addMonths(day, e.shiftKey ? -12 : -1),
      Home: () => weekStartOf(day, weekStart),
      End: () => weekEndOf(day, weekStart),
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      onChoose(day)
      return
    }
    const move = moves[e.key]
    if (!move) return
    e.preventDefault()
    onMove(move())
  }

  const weeks = monthWeeks(year, month, weekStart)
  const cursor = dayInMonth(year, month, active.day)
  return (
    <table ref={grid} role="grid" aria-label={monthLabel} className="w-full table-fixed border-collapse text-center text-sm" data-testid="day-grid">
      <thead>
        <tr>
          {weekDays.map((w) => (
            // The short name is for the eye; a screen reader says the whole day name.
            <th key={w.long} scope="col" abbr={w.long} aria-label={w.long} className="pb-1 text-xs font-semibold text-[var(--picker)]">
              {w.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, d) =>
              day ? (
                <td key={d} role="gridcell" aria-selected={sameDay(day, pending)} className="p-0.5">
                  <button
                    type="button"
                    data-day={formatJalaliParts(day)}
                    tabIndex={sameDay(day, cursor) ? 0 : -1}
                    aria-label={dayLabel(day)}
                    aria-current={sameDay(day, today) ? 'date' : undefined}
                    data-selected={sameDay(day, pending) || undefined}
                    onClick={() => onChoose(day)}
                    onKeyDown={(e) => onKey(e, day)}
                    className="mx-auto flex size-9 items-center justify-center rounded-full text-steel-800 outline-none hover:bg-[color-mix(in_srgb,var(--picker)_15%,white)] focus-visible:ring-2 focus-visible:ring-[var(--picker)] focus-visible:ring-offset-1 aria-[current=date]:font-bold aria-[current=date]:text-[var(--picker)] aria-[current=date]:ring-1 aria-[current=date]:ring-[var(--picker)] data-selected:bg-[var(--picker)] data-selected:text-white"
                  >
                    {digits(day.day)}
                  </button>
                </td>
              ) : (
                <td key={d} role="gridcell" aria-hidden="true" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
