import { describe, expect, it } from 'vitest'
import { normalizeSearchText, searchTokens, toLatinDigits } from '@/lib/catalog/normalize'

describe('normalizeSearchText', () => {
  it('reads Arabic-keyboard letters as their Persian forms', () => {
    expect(normalizeSearchText('لوله فولادي')).toBe(normalizeSearchText('لوله فولادی'))
    expect(normalizeSearchText('لوله فولادي')).toBe('لوله فولادی')
    expect(normalizeSearchText('كاتالوگ')).toBe('کاتالوگ')
    expect(normalizeSearchText('مصطفى')).toBe('مصطفی')
    expect(normalizeSearchText('مسئول')).toBe('مسیول')
    expect(normalizeSearchText('لولة')).toBe('لوله')
    expect(normalizeSearchText('مؤسسه')).toBe('موسسه')
  })

  it('drops the hamza and madda variants of alef', () => {
    expect(normalizeSearchText('آهن')).toBe('اهن')
    expect(normalizeSearchText('أحمد إسلام ٱلله')).toBe('احمد اسلام الله')
    // alef + combining madda, as some keyboards produce it
    expect(normalizeSearchText('\u0627\u0653هن')).toBe('اهن')
  })

  it('folds Arabic presentation forms to base letters', () => {
    expect(normalizeSearchText('\uFEDB\uFE8E\uFEEE')).toBe('کاو') // ﻛ ﺎ ﻮ
    expect(normalizeSearchText('\uFEFB')).toBe('لا') // lam-alef ligature
  })

  it('removes tatweel and vowel marks', () => {
    expect(normalizeSearchText('فـــولاد')).toBe('فولاد')
    expect(normalizeSearchText('فُولَادْ')).toBe('فولاد')
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد')
    expect(normalizeSearchText('رحمٰن')).toBe('رحمن')
  })

  it('writes digits in Latin, with the Persian decimal separator as a dot', () => {
    expect(normalizeSearchText('۲۱٫۳')).toBe('21.3')
    expect(normalizeSearchText('٢١٫٣')).toBe('21.3')
    expect(normalizeSearchText('لوله ۶۰ میل')).toBe('لوله 60 میل')
    expect(normalizeSearchText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
  })

  it('treats the half-space and other zero-width characters as a space', () => {
    expect(normalizeSearchText('می\u200Cشود')).toBe('می شود')
    expect(normalizeSearchText('می\u200Cشود')).toBe(normalizeSearchText('می شود'))
    expect(normalizeSearchText('می\u200Dشود')).toBe('می شود')
    expect(normalizeSearchText('a\u200Bb\uFEFFc')).toBe('a b c')
    expect(normalizeSearchText('\u200Fلوله\u200E')).toBe('لوله')
    expect(normalizeSearchText('lo\u00ADgo')).toBe('logo')
  })

  it('lowercases Latin, collapses whitespace and trims', () => {
    expect(normalizeSearchText('  ST37   Pipe\t\n')).toBe('st37 pipe')
    expect(normalizeSearchText('لوله\u00A0\u00A0مبلی')).toBe('لوله مبلی')
    expect(normalizeSearchText('')).toBe('')
    expect(normalizeSearchText(' \u200C \u200B ')).toBe('')
  })

  it('caps the result at 100 characters, after normalisation', () => {
    expect(normalizeSearchText('a'.repeat(500))).toHaveLength(100)
    // The spaces collapse first, so all ten words survive.
    const spaced = Array.from({ length: 10 }, () => 'abcdefgh').join('          ')
    expect(normalizeSearchText(spaced)).toBe(Array.from({ length: 10 }, () => 'abcdefgh').join(' '))
    // Cut at a space: no trailing space is left.
    expect(normalizeSearchText(`${'a'.repeat(99)} bbbb`)).toBe('a'.repeat(99))
    // Counts characters, never leaving half an emoji.
    const emoji = normalizeSearchText('😀'.repeat(150))
    expect(Array.from(emoji)).toHaveLength(100)
    expect(emoji.isWellFormed()).toBe(true)
  })

  it('is idempotent', () => {
    for (const text of ['لوله فولادي  ۲۱٫۳', 'كاتالوگ\u200Cها', 'آهنٱلات ST-37', 'x'.repeat(300)]) {
      const once = normalizeSearchText(text)
      expect(normalizeSearchText(once)).toBe(once)
    }
  })
})

describe('toLatinDigits', () => {
  it('converts only digits', () => {
    expect(toLatinDigits('صفحه ۳ از ٤')).toBe('صفحه 3 از 4')
    expect(toLatinDigits('abc-12')).toBe('abc-12')
  })
})

describe('searchTokens', () => {
  it('gives normalised distinct words in order', () => {
    expect(searchTokens('لوله فولادي لوله فولادی')).toEqual(['لوله', 'فولادی'])
    expect(searchTokens('  Pipe\u200Cpipe  PIPE ')).toEqual(['pipe'])
    expect(searchTokens('می‌شود')).toEqual(['می', 'شود'])
  })

  it('drops empty words and keeps at most 8', () => {
    expect(searchTokens('')).toEqual([])
    expect(searchTokens(' \u200C ')).toEqual([])
    expect(searchTokens('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
    expect(searchTokens('a a a b b c d e f g h i')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
  })
})
