import { digitsEnToAr, digitsEnToFa } from '@persian-tools/persian-tools'

/** A stored value (Latin digits) as the locale writes numbers. */
export function localDigits(value: string, locale: string): string {
  if (locale === 'fa') return digitsEnToFa(value)
  if (locale === 'ar') return digitsEnToAr(value)
  return value
}
