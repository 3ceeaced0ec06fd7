import { describe, expect, it } from 'vitest'
import { freightCost, rateFor, type FreightRate } from '@/lib/freight/cost'

const tehran: FreightRate = { province: 'tehran', pricePerTon: 1_250_000, minimum: 2_000_000, freeAboveTons: 20 }
const kg = (kilograms: number, complete = true) => ({ kilograms, complete })

describe('freight by province and tonnage', () => {
  it('is the tonnage times the price a ton, rounded half up to the toman', () => {
    expect(freightCost(tehran, kg(3_000))).toEqual({ kind: 'priced', cost: 3_750_000, kilograms: 3_000, atMinimum: false })
    // 2,345.6 kg × 1,250,000 / 1000 = 2,932,000 exactly; 1,999.9 kg → 2,499,875.
    expect(freightCost(tehran, kg(2_345.6))).toMatchObject({ cost: 2_932_000 })
    expect(freightCost(tehran, kg(1_999.9))).toMatchObject({ cost: 2_499_875 })
    // Half a toman and more rounds up: 1.4 kg at 1,250,005 a ton is 1,750.007 → 1,750; 0.5 kg at 1,005 is 0.5025 → 1.
    expect(freightCost({ ...tehran, minimum: 0, pricePerTon: 1_250_005 }, kg(1.4))).toMatchObject({ cost: 1_750 })
    expect(freightCost({ ...tehran, minimum: 0, pricePerTon: 1_005 }, kg(0.5))).toMatchObject({ cost: 1 })
  })

  it('never costs less than the minimum charge', () => {
    expect(freightCost(tehran, kg(270.6))).toEqual({ kind: 'priced', cost: 2_000_000, kilograms: 270.6, atMinimum: true })
    expect(freightCost(tehran, kg(1_599.9))).toMatchObject({ cost: 2_000_000, atMinimum: true })
    expect(freightCost(tehran, kg(1_600))).toMatchObject({ cost: 2_000_000, atMinimum: false })
    expect(freightCost(tehran, kg(1_600.1))).toMatchObject({ cost: 2_000_125, atMinimum: false })
  })

  it('is free from the free tonnage on, not just above it', () => {
    expect(freightCost(tehran, kg(19_999.9))).toMatchObject({ kind: 'priced', cost: 24_999_875 })
    expect(freightCost(tehran, kg(20_000))).toEqual({ kind: 'free', cost: 0, kilograms: 20_000 })
    expect(freightCost({ ...tehran, freeAboveTons: null }, kg(50_000))).toMatchObject({ cost: 62_500_000 })
  })

  it('says when it cannot be worked out: no tariff for the province, or a weight not known', () => {
    expect(freightCost(null, kg(1_000))).toEqual({ kind: 'no-rate' })
    expect(freightCost(tehran, kg(1_000, false))).toEqual({ kind: 'unknown-weight', knownKilograms: 1_000 })
    expect(freightCost(tehran, null)).toEqual({ kind: 'unknown-weight', knownKilograms: null })
    expect(rateFor([tehran], 'tehran')).toBe(tehran)
    expect(rateFor([tehran], 'fars')).toBeNull()
    expect(rateFor([tehran], null)).toBeNull()
  })
})
