import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/i18n/config'
import { wholeDigits, wholeNumber } from '@/lib/i18n/numbering'

// Every length of number up to the largest safe one, and the board's own kind of figures.
const samples = [0, 5, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 65_432, 100_000, 791_000, 870_100, 999_999, 1_000_000, 12_345_678, 987_654_321, 1_000_000_000, 48_250_000_000, Number.MAX_SAFE_INTEGER]
for (let n = 7, i = 0; i < 200; i++) samples.push((n = (n * 48_271) % 2_147_483_647))

describe('whole numbers written without Intl', () => {
  for (const locale of locales) {
    it(`writes ${locale} whole numbers exactly as the page's named format does`, () => {
      for (const n of samples) expect(wholeDigits(n, locale), `${n}`).toBe(wholeNumber(locale, n))
    })
  }

  it('leaves to Intl what is not a whole number of zero or more', () => {
    for (const n of [-1, -1234, 0.5, 1234.56, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2]) {
      for (const locale of locales) expect(wholeDigits(n, locale), `${n} ${locale}`).toBeNull()
    }
  })

  it('groups thousands in the digits of each language', () => {
    expect(wholeDigits(1_234_567, 'fa')).toBe('۱٬۲۳۴٬۵۶۷')
    expect(wholeDigits(1_234_567, 'ar')).toBe('١٬٢٣٤٬٥٦٧')
    expect(wholeDigits(1_234_567, 'en')).toBe('1,234,567')
  })
})
