import { describe, expect, it } from 'vitest'
import type { BoardRow } from '@/lib/prices/board'
import { parseBoardQuery, serializeBoardQuery, sortBoardRows } from '@/lib/prices/board-query'
import { dailyChange, markPriceChange } from '@/lib/prices/daily-change'

const row = (id: number, over: Partial<BoardRow>): BoardRow => ({
  id, title: `Tube ${id}`, categoryId: 1, size: null, standard: null, grade: null, brand: null, unit: 'branch', price: 1_000, perKg: null, change: null, changedAt: null, stock: 'in_stock', ...over,
})

describe('the price board’s address', () => {
  it('reads category, brand, column and order, dropping what it cannot read', () => {
    expect(parseBoardQuery(new URLSearchParams('category=square-tubes&brand=arvand&sort=change&order=desc'))).toEqual({ category: 'square-tubes', brand: 'arvand', sort: 'change', order: 'desc' })
    expect(parseBoardQuery({ category: '<script>', brand: ['a', 'b'], sort: 'secret', order: 'sideways' })).toEqual({ category: null, brand: 'a', sort: 'product', order: 'asc' })
  })

  it('writes one address per state, defaults left out', () => {
    expect(serializeBoardQuery(parseBoardQuery({}))).toBe('')
    expect(serializeBoardQuery({ category: null, brand: 'arvand', sort: 'price', order: 'desc' })).toBe('brand=arvand&sort=price&order=desc')
  })

  it('sorts by a column either way, rows without a value last both ways', () => {
    const rows = [row(1, { change: { amount: 10, percent: 1 } }), row(2, {}), row(3, { change: { amount: -5, percent: -0.5 } }), row(4, { change: { amount: 30, percent: 3 } })]
    const collator = new Intl.Collator('fa')
    expect(sortBoardRows(rows, { category: null, brand: null, sort: 'change', order: 'asc' }, collator).map((r) => r.id)).toEqual([3, 1, 4, 2])
    expect(sortBoardRows(rows, { category: null, brand: null, sort: 'change', order: 'desc' }, collator).map((r) => r.id)).toEqual([4, 1, 3, 2])
    const named = [row(1, { title: 'لوله گرد' }), row(2, { title: 'ب' }), row(3, { title: 'آ' })]
    expect(sortBoardRows(named, { category: null, brand: null, sort: 'product', order: 'asc' }, collator).map((r) => r.id)).toEqual([3, 2, 1])
  })
})

describe('the day’s change', () => {
  const morning = new Date('2026-11-25T05:00:00Z') // 08:30 in Tehran
  const evening = new Date('2026-11-25T17:00:00Z') // 20:30 in Tehran
  const nextDay = new Date('2026-11-25T21:00:00Z') // 00:30 the next day in Tehran

  it('compares with the previous day that had a price, however often it changes today', () => {
    const first = markPriceChange({ previousPrice: 900, priceChangedAt: '2026-11-20T08:00:00Z' }, 1_000, morning)
    expect(first).toEqual({ previousPrice: 1_000, priceChangedAt: morning.toISOString() })
    expect(markPriceChange(first, 1_100, evening)).toEqual({ previousPrice: 1_000, priceChangedAt: evening.toISOString() })
    // Past midnight in Tehran (still the 25th in UTC) it is a new day.
    expect(markPriceChange({ previousPrice: 1_000, priceChangedAt: evening.toISOString() }, 1_200, nextDay).previousPrice).toBe(1_200)
  })

  it('is amount and percent to one decimal; nothing for a first price', () => {
    expect(dailyChange(1_031, 1_000)).toEqual({ amount: 31, percent: 3.1 })
    expect(dailyChange(970, 1_000)).toEqual({ amount: -30, percent: -3 })
    expect(dailyChange(1_000, null)).toBeNull()
  })
})
