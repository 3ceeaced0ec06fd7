import { describe, expect, it } from 'vitest'
import { kilogramsPerUnit } from '@/lib/catalog/price-per-kg'
import { lineKilograms, orderWeight, weightParts } from '@/lib/orders/weight'

describe('weights of carts and orders', () => {
  it('knows a unit’s weight from kilograms, metres and branches, never for pieces', () => {
    expect(kilogramsPerUnit({ unit: 'kg' })).toBe(1)
    expect(kilogramsPerUnit({ unit: 'meter', weightPerMeter: 4.51 })).toBe(4.51)
    expect(kilogramsPerUnit({ unit: 'branch', weightPerMeter: 4.51, branchLength: 6 })).toBe(27.06)
    expect(kilogramsPerUnit({ unit: 'branch', weightPerMeter: 4.51 })).toBeNull()
    expect(kilogramsPerUnit({ unit: 'piece', weightPerMeter: 4.51, branchLength: 6 })).toBeNull()
  })

  it('adds the lines it knows and says when some are missing', () => {
    const lines = [{ kilograms: lineKilograms(27.06, 40) }, { kilograms: lineKilograms(1, 250) }]
    expect(orderWeight(lines)).toEqual({ kilograms: 1332.4, complete: true })
    expect(orderWeight([...lines, { kilograms: lineKilograms(null, 3) }])).toEqual({ kilograms: 1332.4, complete: false })
    expect(orderWeight([{ kilograms: null }])).toBeNull()
  })

  it('writes tonnes from a tonne up, kilograms below', () => {
    expect(weightParts(1332.4)).toEqual({ unit: 't', value: 1.33 })
    expect(weightParts(999.94)).toEqual({ unit: 'kg', value: 999.9 })
  })
})
