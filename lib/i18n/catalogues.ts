import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import fa from '@/messages/fa.json'
import { localeTags, type Locale } from './config'
import { siteFormats } from './numbering'

const catalogues = { fa, en, ar } as const

/**
 * The message catalogue of `locale`, for texts made outside a page request (texts, e-mail, admin
 * labels); pages get theirs from lib/i18n/request.ts.
 */
export const catalogueOf = (locale: Locale) => catalogues[locale]

/** An amount written as the pages of `locale` write it: their digits, no fractions. */
export function wholeNumber(locale: Locale, n: number): string {
  return new Intl.NumberFormat(localeTags[locale], siteFormats(locale).number.whole).format(n)
}
