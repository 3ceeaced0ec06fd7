import type { RowLabelComponent } from 'payload'
import type { Locale } from '@/lib/i18n/config'

/**
 * The admin header of each row of an array: the noun and the row number in the admin's language
 * («قلم ۱»), then the row's `detail` field when it has a value. Without a noun, the array's
 * singular label is used.
 */
export function rowLabel({ noun, detail }: { noun?: Record<Locale, string>; detail?: string } = {}): RowLabelComponent {
  return { path: '/components/admin/NumberedRowLabel#NumberedRowLabel', clientProps: { noun, detail } }
}
