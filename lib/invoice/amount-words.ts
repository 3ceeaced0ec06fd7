import { numberToWords } from '@persian-tools/persian-tools'
import { toCardinal as arabicWords } from 'n2words/ar-SA'
import { toCardinal as englishWords } from 'n2words/en-US'
import type { Locale } from '@/lib/i18n/config'

// The hundreds as Persian writes them in one word (چهارصد), where the library leaves a space.
const joinedHundreds = /(چهار|شش|هفت|هشت|نه) صد/g

/** A whole amount in words in the document's language, without the currency (the caller adds it). */
export function amountInWords(amount: number, locale: Locale): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a whole amount: ${amount}`)
  if (locale === 'en') return englishWords(amount)
  if (locale === 'ar') return arabicWords(amount)
  const words = numberToWords(amount)
  if (typeof words !== 'string') throw words
  return words.replace(joinedHundreds, '$1صد')
}
