import { localeTags, type Locale } from './config'

/**
 * A date in the Persian (Jalali) calendar in every locale (SPEC §1: Jalali dates throughout),
 * with the locale's own digits and month names: «۱ آذر ۱۴۰۵» in fa, "Azar 1, 1405 AP" in en.
 */
export function formatJalali(date: Date | string, locale: Locale, withTime = false): string {
  const d = typeof date === 'string' ? new Date(date) : date
  return new Intl.DateTimeFormat(`${localeTags[locale]}-u-ca-persian`, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Asia/Tehran',
  }).format(d)
}
