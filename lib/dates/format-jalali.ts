import { localeTags, type Locale } from '@/lib/i18n/config'
import { siteFormats } from '@/lib/i18n/numbering'

/**
 * A date in the Persian (Jalali) calendar in every locale (SPEC §1: Jalali dates throughout),
 * with the locale's own digits and month names: «۱ آذر ۱۴۰۵» in fa, "Azar 1, 1405 AP" in en.
 */
export function formatJalali(date: Date | string, locale: Locale, withTime = false): string {
  const d = typeof date === 'string' ? new Date(date) : date
  const { jalaliDate, jalaliDateTime } = siteFormats(locale).dateTime
  return new Intl.DateTimeFormat(localeTags[locale], withTime ? jalaliDateTime : jalaliDate).format(d)
}

/**
 * A Jalali month with its year: «آبان ۱۴۰۵». Persian's own short pattern puts the year first
 * («۱۴۰۵ آبان»), unlike every full date on the site, so the Persian label is put together from its parts.
 */
export function formatJalaliMonth(date: Date, locale: Locale): string {
  const format = new Intl.DateTimeFormat(localeTags[locale], siteFormats(locale).dateTime.jalaliMonth)
  if (locale !== 'fa') return format.format(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((p) => p.type === type)?.value ?? ''
  return `${part('month')} ${part('year')}`
}
