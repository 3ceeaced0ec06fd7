import { useFormatter, useLocale } from 'next-intl'
import type { Locale } from '@/lib/i18n/config'
import { wholeDigits } from '@/lib/i18n/numbering'

/**
 * `format.number(n, 'whole')` for client islands: the same text, written without building an
 * Intl.NumberFormat when the number is a plain whole one (lib/i18n/numbering.ts, wholeDigits).
 */
export function useWholeNumber(): (n: number) => string {
  const locale = useLocale() as Locale
  const format = useFormatter()
  return (n) => wholeDigits(n, locale) ?? format.number(n, 'whole')
}
