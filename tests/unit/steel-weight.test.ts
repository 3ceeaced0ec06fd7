import { describe, expect, it } from 'vitest'
import { calculatorDefaults, calculatorSchema, readNumber, type CalculatorValues } from '@/lib/steel/calculator-schema'
import { calculate, cornerRadii, priceEstimate, sectionArea, totalWeight, weightPerMetre, type Section } from '@/lib/steel/section-weight'

const perMetre = (section: Section, corners?: 'sharp') => {
  const result = weightPerMetre(section, { corners })
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}
const weights = (section: Section, lengthM: number, count: number) => {
  const result = totalWeight(section, lengthM, count)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}
const errorsOf = (section: Section) => {
  const result = weightPerMetre(section)
  return result.ok ? [] : result.errors
}

const tube: Section = { shape: 'round', diameter: 60.3, thickness: 3.2 }

describe('weight per metre', () => {
  it('a 60.3 × 3.2 round tube weighs 4.51 kg/m', () => {
    expect(perMetre(tube)).toBeCloseTo(4.51, 2)
    expect(perMetre(tube)).toBe(4.51)
  })

  it('a 40 × 40 × 2 square tube weighs 2.31 kg/m with EN 10219-2 corners, 2.39 with sharp ones', () => {
    const square: Section = { shape: 'square', side: 40, thickness: 2 }
    expect(perMetre(square)).toBe(2.31)
    expect(perMetre(square, 'sharp')).toBe(2.39)
    // The rounded corners take (4 − π)(ro² − ri²) = 0.858 × (16 − 4) ≈ 10.3 mm² off 304 mm².
    expect(sectionArea(square, 'sharp') - sectionArea(square)).toBeCloseTo(10.3, 1)
  })

  it('a 60 × 40 × 3 rectangular tube weighs 4.25 kg/m, as EN 10219-2 lists it', () => {
    expect(perMetre({ shape: 'rectangular', width: 60, height: 40, thickness: 3 })).toBe(4.25)
    expect(perMetre({ shape: 'rectangular', width: 40, height: 60, thickness: 3 })).toBe(4.25)
  })

  it('takes the corner radii of the wall’s row of EN 10219-2', () => {
    expect(cornerRadii(6)).toEqual({ outside: 12, inside: 6 })
    expect(cornerRadii(8)).toEqual({ outside: 20, inside: 12 })
    expect(cornerRadii(12.5)).toEqual({ outside: 37.5, inside: 25 })
    expect(cornerRadii(12.5, 'sharp')).toEqual({ outside: 0, inside: 0 })
    // The standard's tables: 100 × 100 × 8 is 21.4 kg/m, 200 × 200 × 12.5 is 68.3 kg/m.
    expect(perMetre({ shape: 'square', side: 100, thickness: 8 })).toBeCloseTo(21.4, 1)
    expect(perMetre({ shape: 'square', side: 200, thickness: 12.5 })).toBeCloseTo(68.3, 1)
  })

  it('an angle 50 × 50 × 5 weighs 3.73 kg/m without its root radius (EN 10056-1 lists 3.77 with it)', () => {
    expect(perMetre({ shape: 'angle', legA: 50, legB: 50, thickness: 5 })).toBe(3.73)
    // Leaving the fillet out costs little more than one per cent.
    expect(Math.abs(3.73 - 3.77) / 3.77).toBeLessThan(0.015)
    expect(perMetre({ shape: 'angle', legA: 75, legB: 50, thickness: 6 })).toBe(5.6)
  })

  it('channels and Z-sections of the same sizes weigh the same', () => {
    expect(perMetre({ shape: 'channel', height: 100, flange: 50, thickness: 5 })).toBe(7.46)
    expect(perMetre({ shape: 'z', height: 100, flange: 50, thickness: 5 })).toBe(7.46)
  })
})

describe('totals and prices', () => {
  it('multiplies the quoted weight per metre by length and count', () => {
    expect(weights(tube, 6, 10)).toEqual({ perMetre: 4.51, kilograms: 270.6, tonnes: null })
    expect(weights(tube, 6, 1)).toEqual({ perMetre: 4.51, kilograms: 27.1, tonnes: null })
  })

  it('gives tonnes too from one tonne up', () => {
    expect(weights(tube, 6, 40)).toEqual({ perMetre: 4.51, kilograms: 1082.4, tonnes: 1.08 })
    expect(weights(tube, 6, 36).tonnes).toBeNull() // 974.2 kg
  })

  it('estimates the price per kilogram and per piece, to the nearest toman', () => {
    expect(priceEstimate({ amount: 45_000, basis: 'kg' }, { kilograms: 270.6, count: 10 })).toEqual({ ok: true, value: 12_177_000 })
    expect(priceEstimate({ amount: 45_555.5, basis: 'kg' }, { kilograms: 270.6, count: 10 })).toEqual({ ok: true, value: 12_327_318 })
    expect(priceEstimate({ amount: 1_250_000, basis: 'piece' }, { kilograms: 270.6, count: 10 })).toEqual({ ok: true, value: 12_500_000 })
  })

  it('puts it all together, with no estimate when there is no price', () => {
    const withPrice = calculate({ section: tube, lengthM: 6, count: 10, price: { amount: 45_000, basis: 'kg' } })
    expect(withPrice).toMatchObject({ ok: true, value: { weights: { kilograms: 270.6 }, price: { estimate: 12_177_000 } } })
    expect(calculate({ section: tube, lengthM: 6, count: 10 })).toMatchObject({ ok: true, value: { price: null } })
  })
})

describe('refusals', () => {
  it('refuses zero, negative and non-numeric sizes, each on its field', () => {
    expect(errorsOf({ shape: 'round', diameter: 0, thickness: 3 })).toEqual([{ field: 'diameter', code: 'notPositive' }])
    expect(errorsOf({ shape: 'round', diameter: -60, thickness: 3 })).toEqual([{ field: 'diameter', code: 'notPositive' }])
    expect(errorsOf({ shape: 'round', diameter: 60, thickness: NaN })).toEqual([{ field: 'thickness', code: 'notNumber' }])
    expect(errorsOf({ shape: 'rectangular', width: Infinity, height: 40, thickness: 0 })).toEqual([
      { field: 'width', code: 'notNumber' },
      { field: 'thickness', code: 'notPositive' },
    ])
    expect(errorsOf({ shape: 'channel', height: 5000, flange: 50, thickness: 5 })).toEqual([{ field: 'height', code: 'sizeTooLarge' }])
  })

  it('refuses a wall of half the smallest outside size or more', () => {
    expect(errorsOf({ shape: 'round', diameter: 20, thickness: 10 })).toEqual([{ field: 'thickness', code: 'wallTooThick' }])
    expect(errorsOf({ shape: 'rectangular', width: 100, height: 20, thickness: 10 })).toEqual([{ field: 'thickness', code: 'wallTooThick' }])
    expect(errorsOf({ shape: 'angle', legA: 50, legB: 8, thickness: 4 })).toEqual([{ field: 'thickness', code: 'wallTooThick' }])
    expect(errorsOf({ shape: 'round', diameter: 20, thickness: 9.9 })).toEqual([])
  })

  it('refuses a box whose corners would overlap, whose area would come out negative', () => {
    expect(errorsOf({ shape: 'square', side: 30, thickness: 14 })).toEqual([{ field: 'thickness', code: 'wallTooThick' }])
    expect(errorsOf({ shape: 'square', side: 20, thickness: 2.5 })).toEqual([])
  })

  it('refuses lengths, counts and prices out of bounds', () => {
    const errors = (lengthM: number, count: number, amount = 45_000) => {
      const result = calculate({ section: tube, lengthM, count, price: { amount, basis: 'kg' } })
      return result.ok ? [] : result.errors
    }
    expect(errors(24, 100_000)).toEqual([])
    expect(errors(24.5, 1)).toEqual([{ field: 'length', code: 'lengthTooLong' }])
    expect(errors(0, 1)).toEqual([{ field: 'length', code: 'notPositive' }])
    expect(errors(6, 2.5)).toEqual([{ field: 'count', code: 'countNotWhole' }])
    expect(errors(6, 100_001)).toEqual([{ field: 'count', code: 'countTooLarge' }])
    expect(errors(6, 0)).toEqual([{ field: 'count', code: 'notPositive' }])
    expect(errors(6, 1, 0)).toEqual([{ field: 'price', code: 'notPositive' }])
    expect(errors(6, 1, -5)).toEqual([{ field: 'price', code: 'notPositive' }])
    expect(errors(6, 1, 1e12)).toEqual([{ field: 'price', code: 'priceTooLarge' }])
    expect(priceEstimate({ amount: 1e11, basis: 'kg' }, { kilograms: 1e8, count: 1 })).toEqual({ ok: false, errors: [{ field: 'price', code: 'estimateTooLarge' }] })
  })
})

describe('the calculator form’s schema', () => {
  const parse = (values: Partial<CalculatorValues>) => calculatorSchema.safeParse({ ...calculatorDefaults, ...values })
  const fieldErrors = (values: Partial<CalculatorValues>) => {
    const result = parse(values)
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  it('reads Latin, Persian and Arabic-Indic digits and the Persian decimal separator alike', () => {
    for (const [diameter, thickness, count] of [
      ['60.3', '3.2', '10'],
      ['۶۰٫۳', '۳٫۲', '۱۰'],
      ['٦٠٫٣', '٣٫٢', '١٠'],
      ['۶۰/۳', '۳/۲', '۱۰'],
      [' 60.3 ', '\u200e3.2', '10'],
    ]) {
      const result = parse({ shape: 'round', diameter, thickness, count })
      expect(result.success, `${diameter} × ${thickness}`).toBe(true)
      expect(result.data?.weights).toEqual({ perMetre: 4.51, kilograms: 270.6, tonnes: null })
    }
  })

  it('reads thousands in groups of three, and refuses what could be read two ways', () => {
    expect(readNumber('1,250,000')).toBe(1_250_000)
    expect(readNumber('۱٬۲۵۰٬۰۰۰')).toBe(1_250_000)
    expect(readNumber('3,2')).toBeNull()
    expect(readNumber('1e3')).toBeNull()
    expect(readNumber('abc')).toBeNull()
    expect(readNumber('-3')).toBe(-3)
  })

  it('says which field is empty, not a number, or out of bounds, by message key', () => {
    expect(fieldErrors({ shape: 'square', side: '', thickness: '2' })).toEqual({ side: 'required' })
    expect(fieldErrors({ shape: 'square', side: 'forty', thickness: '2' })).toEqual({ side: 'notNumber' })
    expect(fieldErrors({ shape: 'square', side: '40', thickness: '۲۰' })).toEqual({ thickness: 'wallTooThick' })
    expect(fieldErrors({ shape: 'square', side: '0', thickness: '-2' })).toEqual({ side: 'notPositive', thickness: 'notPositive' })
    expect(fieldErrors({ shape: 'square', side: '40', thickness: '2', length: '30', count: '1.5', price: 'x' })).toEqual({
      length: 'lengthTooLong',
      count: 'countNotWhole',
      price: 'notNumber',
    })
  })

  it('reads only the sizes of the chosen shape and prices only when a price is given', () => {
    const result = parse({ shape: 'square', side: '۴۰', thickness: '۲', diameter: 'left over', length: '6', count: '1' })
    expect(result.success && result.data).toMatchObject({ section: { shape: 'square', side: 40, thickness: 2 }, weights: { perMetre: 2.31 }, price: null })
    const priced = parse({ shape: 'round', diameter: '60.3', thickness: '3.2', count: '10', price: '۱٬۲۵۰٬۰۰۰', priceBasis: 'piece' })
    expect(priced.success && priced.data.price).toEqual({ amount: 1_250_000, basis: 'piece', estimate: 12_500_000 })
  })
})
