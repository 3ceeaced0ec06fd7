import { adminLocale } from '@/lib/i18n/admin-language'
import { formatJalali } from '@/lib/dates/format-jalali'

/**
 * A stored date as the admin shows it: Jalali, Tehran time, in the admin's language and digits
 * (SPEC.md §1). Null for an empty or unreadable value.
 */
export function adminDateText(value: unknown, language: string | undefined, withTime: boolean): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return formatJalali(date, adminLocale(language), withTime)
}

/** Whether a date field holds a time of day worth showing (its picker offers one). */
export function hasTimeOfDay(field: { admin?: object }): boolean {
  const date = field.admin && 'date' in field.admin ? (field.admin.date as { pickerAppearance?: string } | undefined) : undefined
  return date?.pickerAppearance === 'dayAndTime'
}
