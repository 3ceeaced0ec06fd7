import { autoConvertDigitsToEN } from '@persian-tools/persian-tools'
import { isValidJalaaliDate, toJalaali } from 'jalaali-js'
import { siteTimeZone } from './time-zone'

/** The picker's year list: from 1300 for 150 years (SPEC §9). */
export const jalaliYears = { first: 1300, count: 150 } as const

export type JalaliParts = { year: number; month: number; day: number }

/** Reads a Jalali `YYYY-MM-DD` (any digits, `/` or `-`), or null when it is not a real date in range. */
export function parseJalali(input: string): JalaliParts | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(autoConvertDigitsToEN(input.trim()))
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < jalaliYears.first || year >= jalaliYears.first + jalaliYears.count) return null
  return isValidJalaaliDate(year, month, day) ? { year, month, day } : null
}

/** The stored and displayed form: `1403-07-09`. */
export function formatJalaliParts({ year, month, day }: JalaliParts): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Today in Tehran, as a Jalali date. */
export function jalaliToday(now = new Date()): JalaliParts {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now).split('-').map(Number)
  const j = toJalaali(y!, m!, d!)
  return { year: j.jy, month: j.jm, day: j.jd }
}

/** Ordering of two stored dates; the zero-padded form sorts as text. */
export const compareJalali = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The date picker's colour (SPEC §9). */
export const datePickerColor = '#0A275A'
