/** Dates on the site are Jalali calendar days in Tehran (SPEC.md §1): every date is read and written here. */
export const siteTimeZone = 'Asia/Tehran'

// Made on first use, not when the module loads: the first formatter with a time zone loads the
// zone data, a 14 ms task on a fast machine, and browser chunks that import this module only for
// `siteTimeZone` (the map's and the forms' digits) would pay it without formatting a date.
let dayFormatter: Intl.DateTimeFormat | undefined
const dayFormat = () => (dayFormatter ??= new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }))

/** The Gregorian calendar day in Tehran at an instant. */
export function siteDayParts(date: Date): { gy: number; gm: number; gd: number } {
  const p = Object.fromEntries(dayFormat().formatToParts(date).map((x) => [x.type, x.value]))
  return { gy: Number(p.year), gm: Number(p.month), gd: Number(p.day) }
}

/** The same as `2026-11-25`: two moments fall on one day in Tehran when these are equal. */
export function siteDay(date: Date | string): string {
  return dayFormat().format(typeof date === 'string' ? new Date(date) : date)
}
