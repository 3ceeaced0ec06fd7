import { jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js'
import { siteDayParts, siteTimeZone } from './time-zone'

// Jalali months in Tehran: the blog archive's months and their date ranges.

export type JalaliMonth = { year: number; month: number }

/** The Jalali year and month a moment falls in, in Tehran. */
export function jalaliMonthOf(date: Date): JalaliMonth {
  const { gy, gm, gd } = siteDayParts(date)
  const j = toJalaali(gy, gm, gd)
  return { year: j.jy, month: j.jm }
}

/** `1405-08`: the archive key of a Jalali month (Latin digits, as in URLs). */
export const monthKey = ({ year, month }: JalaliMonth) => `${year}-${String(month).padStart(2, '0')}`

/** A month key from a URL, or null when it is not a real Jalali month. */
export function parseMonthKey(raw: string | undefined): JalaliMonth | null {
  const m = raw?.match(/^(1[2-5]\d\d)-(0[1-9]|1[0-2])$/)
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null
}

/** Tehran midnight at the start of a Gregorian day, as an instant. */
function tehranMidnight(gy: number, gm: number, gd: number): Date {
  const utcMidnight = Date.UTC(gy, gm - 1, gd)
  // Tehran is UTC+3:30 today; older dates had summer time, so read the offset of that day.
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: siteTimeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(utcMidnight))
    .find((p) => p.type === 'timeZoneName')?.value
  const m = offset?.match(/GMT([+-])(\d\d):(\d\d)/)
  const minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 210
  return new Date(utcMidnight - minutes * 60_000)
}

/** The instants a Jalali month starts and the next one starts (end exclusive). */
export function monthRange({ year, month }: JalaliMonth): { from: Date; to: Date } {
  const start = toGregorian(year, month, 1)
  const last = toGregorian(year, month, jalaaliMonthLength(year, month))
  const end = new Date(tehranMidnight(last.gy, last.gm, last.gd).getTime() + 24 * 3600_000)
  return { from: tehranMidnight(start.gy, start.gm, start.gd), to: end }
}

/** A moment well inside the month, for formatting its name with the Persian calendar. */
export function monthMiddle(m: JalaliMonth): Date {
  const g = toGregorian(m.year, m.month, 15)
  return new Date(Date.UTC(g.gy, g.gm - 1, g.gd, 12))
}
