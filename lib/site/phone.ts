import { localizeDigits } from '@/lib/i18n/numbering'
import type { Locale } from '@/lib/i18n/config'

/** A `tel:` address dials Latin digits whatever digits the number was written with. */
export function telHref(number: string): string {
  return `tel:${localizeDigits(number, 'en').replace(/[^\d+]/g, '')}`
}

/** A phone number as the page writes it: in the page's digits («۰۲۱-۸۸۷۷۶۶۵۵» on fa pages). */
export const phoneText = (number: string, locale: Locale) => localizeDigits(number, locale)
