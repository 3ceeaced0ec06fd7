import { describe, expect, it } from 'vitest'
import { isNumericToken, joinSpecTokens, specNumbersByProduct, specToken } from '@/lib/catalog/spec-token'

describe('specification tokens', () => {
  it('writes numbers canonically and words normalized', () => {
    expect(specToken('outer_diameter', 48.3, '۴۸٫۳')).toBe('outer_diameter=48.3')
    expect(specToken('coating', null, 'گالوانيزه')).toBe('coating=گالوانیزه')
    expect(specToken('length', null, '۶')).toBe('length=6')
  })

  it('tells a locale-free number from a word or a number written another way', () => {
    expect(isNumericToken('outer_diameter=48.3')).toBe(true)
    expect(isNumericToken('length=6')).toBe(true)
    expect(isNumericToken('coating=گالوانیزه')).toBe(false)
    expect(isNumericToken('grade=st37')).toBe(false)
    expect(isNumericToken('thickness=2.50')).toBe(false)
    expect(isNumericToken('thickness=')).toBe(false)
  })

  it('gathers each product’s numeric tokens from all its translations, once each', () => {
    const fa = joinSpecTokens(['outer_diameter=48.3', 'coating=گالوانیزه', 'length=6'])
    const en = joinSpecTokens(['outer_diameter=48.3', 'coating=galvanized', 'length=6'])
    const byProduct = specNumbersByProduct([
      { id: 7, tokens: fa },
      { id: 7, tokens: en },
      { id: 9, tokens: joinSpecTokens(['grade=st52']) },
      { id: 11, tokens: null },
    ])
    expect(byProduct.get(7)).toBe('|outer_diameter=48.3|length=6|')
    expect(byProduct.get(9)).toBe('')
    expect(byProduct.get(11)).toBe('')
  })
})
