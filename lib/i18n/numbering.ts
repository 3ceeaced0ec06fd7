import { createFormatter } from 'next-intl'
import { siteTimeZone } from '@/lib/dates/time-zone'
import type { Locale } from './config'

/**
 * The digits each language is written with on the site (DESIGN.md §4): Persian digits on fa pages,
 * Arabic-Indic on ar pages (the Arabic catalogue is written with them), Latin on en pages. Intl's
 * own default for plain 'ar' is Latin, so every number and date names its numbering system.
 */
export const numberingSystems = { fa: 'arabext', en: 'latn', ar: 'arab' } as const satisfies Record<Locale, string>

const zeroOf = { latn: 0x30, arabext: 0x6f0, arab: 0x660 } as const

/** Writes every digit of `text` (Latin, Persian or Arabic-Indic) in the digits of `locale`. */
export function localizeDigits(text: string, locale: Locale): string {
  const zero = zeroOf[numberingSystems[locale]]
  return text.replace(/[0-9\u06f0-\u06f9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0)
    const value = code >= 0x6f0 ? code - 0x6f0 : code >= 0x660 ? code - 0x660 : code - 0x30
    return String.fromCharCode(zero + value)
  })
}

/** Every language here writes a thousands group after U+066C (Arabic thousands separator) or a comma. */
const groupSeparators = { fa: '\u066c', en: ',', ar: '\u066c' } as const satisfies Record<Locale, string>

/**
 * A whole number of zero or more written as `format.number(n, 'whole')` writes it, without Intl: in
 * the browser the page's first Intl.NumberFormat loads the language's number data, a 17–44 ms task
 * here (four times that on a phone), which the price board paid while coming alive though its
 * figures were already on the page. Null for anything else (negative, fractional, unsafe), which
 * is left to Intl. Checked against Intl for every language in tests/unit/whole-digits.test.ts.
 */
export function wholeDigits(n: number, locale: Locale): string | null {
  if (!Number.isSafeInteger(n) || n < 0) return null
  const plain = String(n)
  let grouped = plain.slice(0, plain.length % 3 || 3)
  for (let i = grouped.length; i < plain.length; i += 3) grouped += groupSeparators[locale] + plain.slice(i, i + 3)
  return localizeDigits(grouped, locale)
}

/** Jalali calendar days in Tehran (SPEC.md §1), in every language. */
const jalali = { calendar: 'persian', timeZone: siteTimeZone } as const

/**
 * Named formats for next-intl (lib/i18n/request.ts), each pinned to the page's digits. Numbers and
 * dates are always formatted through one of these names — `format.number(n, 'digits')`,
 * `{count, number, digits}` in messages — never with bare options.
 */
export function siteFormats(locale: Locale) {
  const numberingSystem = numberingSystems[locale]
  return {
    number: {
      digits: { numberingSystem },
      whole: { numberingSystem, maximumFractionDigits: 0 },
    },
    dateTime: {
      jalaliDate: { ...jalali, numberingSystem, year: 'numeric', month: 'long', day: 'numeric' },
      jalaliMonth: { ...jalali, numberingSystem, year: 'numeric', month: 'long' },
      jalaliDateTime: { ...jalali, numberingSystem, year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' },
      jalaliYear: { ...jalali, numberingSystem, year: 'numeric' },
      jalaliDay: { ...jalali, numberingSystem, month: 'short', day: 'numeric' },
    },
  } as const satisfies { number: Record<string, Intl.NumberFormatOptions>; dateTime: Record<string, Intl.DateTimeFormatOptions> }
}

/**
 * An amount written as the pages of `locale` write it (`format.number(n, 'whole')`), for texts made
 * outside a page request: SMS and staff e-mail.
 */
export function wholeNumber(locale: Locale, n: number): string {
  return createFormatter({ locale, formats: siteFormats(locale) }).number(n, 'whole')
}
