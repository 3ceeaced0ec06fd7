import { describe, expect, it } from 'vitest'
import { amountInWords } from '@/lib/invoice/amount-words'
import { invoiceTotals, vatRateOn } from '@/lib/invoice/totals'

describe('invoice totals in whole toman', () => {
  it('adds VAT on the whole subtotal, rounded half up to the toman', () => {
    expect(invoiceTotals(1_250_000, 10)).toEqual({ subtotal: 1_250_000, vatRate: 10, vat: 125_000, total: 1_375_000 })
    // 10 % of 1,234,565 is 123,456.5: half a toman rounds up; 123,456.4 rounds down.
    expect(invoiceTotals(1_234_565, 10).vat).toBe(123_457)
    expect(invoiceTotals(1_234_564, 10).vat).toBe(123_456)
    // 9 % of 111 is 9.99 → 10; a rate with two decimals is exact, not a binary fraction (10.15 % of 100,000 = 10,150).
    expect(invoiceTotals(111, 9).vat).toBe(10)
    expect(invoiceTotals(100_000, 10.15).vat).toBe(10_150)
    expect(invoiceTotals(0, 10)).toEqual({ subtotal: 0, vatRate: 10, vat: 0, total: 0 })
  })

  it('stays exact beyond what a float holds: 900 trillion toman at 10 %', () => {
    const subtotal = 900_719_925_474_099
    expect(invoiceTotals(subtotal, 10).vat).toBe(90_071_992_547_410)
  })

  it('refuses a subtotal that is not whole toman and a rate outside 0–100 %', () => {
    expect(() => invoiceTotals(10.5, 10)).toThrow(RangeError)
    expect(() => invoiceTotals(-1, 10)).toThrow(RangeError)
    expect(() => invoiceTotals(100, 101)).toThrow(RangeError)
  })

  it('takes the VAT rate in force on the invoice date', () => {
    const rates = [
      { rate: 10, from: '2024-03-20T00:00:00.000Z' },
      { rate: 9, from: '2023-03-21T00:00:00.000Z' },
    ]
    expect(vatRateOn(rates, new Date('2026-11-25'))?.rate).toBe(10)
    expect(vatRateOn(rates, new Date('2024-03-19T23:59:59Z'))?.rate).toBe(9)
    expect(vatRateOn(rates, new Date('2024-03-20T00:00:00Z'))?.rate).toBe(10)
    expect(vatRateOn(rates, new Date('2020-01-01'))).toBeNull()
    expect(vatRateOn([], new Date())).toBeNull()
  })
})

describe('an amount in words', () => {
  it('is written in Persian with the hundreds as one word', () => {
    expect(amountInWords(1_375_000, 'fa')).toBe('یک میلیون و سیصد و هفتاد و پنج هزار')
    expect(amountInWords(4_700_900, 'fa')).toBe('چهار میلیون و هفتصد هزار و نهصد')
    expect(amountInWords(0, 'fa')).toBe('صفر')
  })

  it('is written in English and in Arabic on those pages', () => {
    expect(amountInWords(1_375_000, 'en')).toBe('one million three hundred seventy-five thousand')
    expect(amountInWords(1_250_000, 'ar')).toBe('مليون ومئتان وخمسون ألف')
  })

  it('refuses what is not a whole amount', () => {
    expect(() => amountInWords(1.5, 'fa')).toThrow(RangeError)
  })
})
