import { describe, expect, it } from 'vitest'
import { formatJalali } from '@/lib/dates/format-jalali'
import { checkStageMove, orderStages } from '@/lib/orders/stages'
import { lineTotal, normalizeQuantity } from '@/lib/orders/units'
import { newOrderNumber } from '@/lib/orders/number'

describe('quantities follow the unit of sale', () => {
  it.each([
    ['branch', 2.4, 2],
    ['branch', 0.2, 1],
    ['piece', 7, 7],
    ['kg', 12.345, 12.35],
    ['kg', 0.1, 0.5],
    ['meter', 3.5, 3.5],
  ])('%s × %s → %s', (unit, q, expected) => expect(normalizeQuantity(unit, q)).toBe(expected))

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('%s is refused', (q) => expect(normalizeQuantity('kg', q)).toBeNull())

  it('rounds a fractional line to whole toman', () => expect(lineTotal(33_333, 1.5)).toBe(50_000))
})

describe('stage moves', () => {
  it('has the seven stages in order, starting with not checked', () => {
    expect(orderStages).toEqual(['not_checked', 'raw_materials', 'in_production', 'quality_control', 'ready_for_delivery', 'loading', 'delivered'])
  })
  it('lets sales move forward, only an admin with a reason move back', () => {
    expect(checkStageMove('not_checked', 'in_production', ['sales'], null)).toEqual({ ok: true, direction: 'forward' })
    expect(checkStageMove('in_production', 'raw_materials', ['sales'], 'x y z').ok).toBe(false)
    expect(checkStageMove('in_production', 'raw_materials', ['admin'], '').ok).toBe(false)
    expect(checkStageMove('in_production', 'raw_materials', ['admin'], 'wrong sheet')).toEqual({ ok: true, direction: 'backward' })
    expect(checkStageMove('not_checked', 'loading', ['editor'], null).ok).toBe(false)
  })
})

describe('order numbers and dates', () => {
  it('order numbers are short, unambiguous and different', () => {
    const numbers = new Set(Array.from({ length: 500 }, newOrderNumber))
    expect(numbers.size).toBe(500)
    for (const n of numbers) expect(n).toMatch(/^AS-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
  })
  it('dates are Jalali in every locale', () => {
    const d = new Date('2026-11-22T08:00:00Z')
    expect(formatJalali(d, 'fa')).toContain('۱۴۰۵')
    expect(formatJalali(d, 'fa')).toContain('آذر')
    expect(formatJalali(d, 'en')).toMatch(/Azar 1, 1405/)
    expect(formatJalali(d, 'ar')).toMatch(/1405|١٤٠٥/)
  })
})
