import { describe, expect, it } from 'vitest'
import { pricePerKg, priceSortKeys } from '@/lib/catalog/price-per-kg'

describe('price per kilogram', () => {
  it.each([
    ['kg', 95_000, null, null, 95_000],
    ['meter', 300_000, 4.0, null, 75_000],
    ['branch', 1_800_000, 5, 6, 60_000],
    ['branch', 1_000_000, 3, 6, 55_556],
    ['piece', 120_000, 2, 6, null],
    ['branch', 1_800_000, null, 6, null],
    ['branch', 1_800_000, 5, null, null],
    ['meter', 300_000, 0, null, null],
  ] as const)('%s at %s toman (kg/m %s, length %s) → %s', (unit, price, weightPerMeter, branchLength, expected) => {
    expect(pricePerKg({ price, unit, weightPerMeter, branchLength })).toBe(expected)
  })

  it('treats an absurdly small weight as unknown', () => {
    expect(pricePerKg({ price: 100_000_000_000, unit: 'meter', weightPerMeter: 1e-6 })).toBeNull()
  })
})

describe('price sort keys', () => {
  const products = [
    { name: 'branch 60k/kg', perKg: 60_000, price: 1_800_000 },
    { name: 'kg 95k', perKg: 95_000, price: 95_000 },
    { name: 'piece 50k', perKg: null, price: 50_000 },
    { name: 'piece 900k', perKg: null, price: 900_000 },
    { name: 'metre 75k/kg', perKg: 75_000, price: 300_000 },
  ]
  const keyed = products.map((p) => ({ ...p, ...priceSortKeys(p.perKg, p.price) }))

  it('cheapest: by price per kg, then the products without one by price', () => {
    expect([...keyed].sort((a, b) => a.cheapestKey - b.cheapestKey).map((p) => p.name)).toEqual(['branch 60k/kg', 'metre 75k/kg', 'kg 95k', 'piece 50k', 'piece 900k'])
  })

  it('most expensive: by price per kg, then the products without one by price', () => {
    expect([...keyed].sort((a, b) => b.mostExpensiveKey - a.mostExpensiveKey).map((p) => p.name)).toEqual(['kg 95k', 'metre 75k/kg', 'branch 60k/kg', 'piece 900k', 'piece 50k'])
  })
})
