/** Dates on the site are Jalali calendar days in Tehran (SPEC.md §1): every date is read and written here. */
export const siteTimeZone = 'Asia/Tehran'

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The Gregorian calendar day in Tehran at an instant. */
export function siteDayParts(date: Date): { gy: number; gm: number; gd: number } {
  const p = Object.fromEntries(dayFormat.formatToParts(date).map((x) => [x.type, x.value]))
  return { gy: Number(p.year), gm: Number(p.month), gd: Number(p.day) }
}

/** The same as `2026-11-25`: two moments fall on one day in Tehran when these are equal. */
export function siteDay(date: Date | string): string {
  return dayFormat.format(typeof date === 'string' ? new Date(date) : date)
}
