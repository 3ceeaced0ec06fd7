import { adminLocale } from '@/lib/i18n/admin-language'
import { localizeDigits, wholeNumber } from '@/lib/i18n/numbering'
import { parseJalali } from '@/lib/dates/jalali-days'
import { toGregorian } from 'jalaali-js'
import { formatJalali } from '@/lib/dates/format-jalali'

/** A stored number as the admin shows it: grouped, in the admin language's digits (۷۰۲٬۰۰۰). Null when empty. */
export function adminNumberText(value: unknown, language: string | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  const locale = adminLocale(language)
  return Number.isInteger(value) ? wholeNumber(locale, value) : localizeDigits(String(value), locale)
}

/**
 * A Jalali date kept as text (`1405-09-14`, as a customer typed it on a receipt) as the admin shows
 * dates: «۱۴ آذر ۱۴۰۵». Text that is not such a date keeps its characters, in the admin's digits.
 */
export function adminJalaliText(value: unknown, language: string | undefined): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  const locale = adminLocale(language)
  const parts = parseJalali(value)
  if (!parts) return localizeDigits(value, locale)
  const g = toGregorian(parts.year, parts.month, parts.day)
  // Noon UTC falls on the same day in Tehran.
  return formatJalali(new Date(Date.UTC(g.gy, g.gm - 1, g.gd, 12)), locale)
}
