import { d2j, j2d, jalaaliMonthLength } from 'jalaali-js'
import { jalaliYears, type JalaliParts } from '@/lib/dates/jalali-days'

/** Days since a fixed day (the Julian day number): Jalali dates step by days through it. */
const dayNumber = (p: JalaliParts) => j2d(p.year, p.month, p.day)
const fromDayNumber = (n: number): JalaliParts => {
  const j = d2j(n)
  return { year: j.jy, month: j.jm, day: j.jd }
}

const first: JalaliParts = { year: jalaliYears.first, month: 1, day: 1 }
const last: JalaliParts = { year: jalaliYears.first + jalaliYears.count - 1, month: 12, day: jalaaliMonthLength(jalaliYears.first + jalaliYears.count - 1, 12) }

/** The date kept within the picker's years. */
const clamp = (p: JalaliParts) => (dayNumber(p) < dayNumber(first) ? first : dayNumber(p) > dayNumber(last) ? last : p)

export const sameDay = (a: JalaliParts | null, b: JalaliParts | null) => !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day

/**
 * The day's place in the week, 0 for the first day: weeks start on Saturday (`weekStart` 0, the
 * Persian week) or on Sunday (1).
 */
export function weekPosition(p: JalaliParts, weekStart: 0 | 1): number {
  // Julian day numbers count Monday as 0 (mod 7): Saturday is 5.
  return (((dayNumber(p) - 5 - weekStart) % 7) + 7) % 7
}

export const addDays = (p: JalaliParts, days: number): JalaliParts => clamp(fromDayNumber(dayNumber(p) + days))

/** That day of the given month, or the month's last day when it is shorter. */
export const dayInMonth = (year: number, month: number, day: number): JalaliParts => ({ year, month, day: Math.min(day, jalaaliMonthLength(year, month)) })

/** The same day some months on, or the month's last day when it is shorter (31 Shahrivar → 30 Mehr). */
export function addMonths(p: JalaliParts, months: number): JalaliParts {
  const index = p.year * 12 + (p.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  if (year < jalaliYears.first) return first
  if (year >= jalaliYears.first + jalaliYears.count) return last
  return dayInMonth(year, month, p.day)
}

export const weekStartOf = (p: JalaliParts, weekStart: 0 | 1) => addDays(p, -weekPosition(p, weekStart))
export const weekEndOf = (p: JalaliParts, weekStart: 0 | 1) => addDays(p, 6 - weekPosition(p, weekStart))

/** The month as weeks of seven places, each a day of the month or null before the first and after the last. */
export function monthWeeks(year: number, month: number, weekStart: 0 | 1): (JalaliParts | null)[][] {
  const length = jalaaliMonthLength(year, month)
  const lead = weekPosition({ year, month, day: 1 }, weekStart)
  const cells: (JalaliParts | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, i) => ({ year, month, day: i + 1 }))]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}
