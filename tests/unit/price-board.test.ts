import { describe, expect, it } from 'vitest'
import type { BoardRow } from '@/lib/prices/board'
import { matchesBoardFilters, parseBoardQuery, serializeBoardQuery, sortBoardRows, type BoardQuery } from '@/lib/prices/board-query'
import { dailyChange, markPriceChange } from '@/lib/prices/daily-change'

const row = (id: number, over: Partial<BoardRow>): BoardRow => ({
  id, title: `Tube ${id}`, categoryId: 1, size: null, standard: null, grade: null, brand: null, shape: null, outer: null, wall: null, length: null, unit: 'branch', price: 1_000, perKg: null, change: null, changedAt: null, stock: 'in_stock', ...over,
})

const plain: BoardQuery = { category: null, brand: null, shape: null, size: null, wall: null, length: null, standard: null, stock: null, sort: 'product', order: 'asc', page: 1 }

describe('the price board’s address', () => {
  it('reads category, brand, column and order, dropping what it cannot read', () => {
    expect(parseBoardQuery(new URLSearchParams('category=square-tubes&brand=arvand&sort=change&order=desc'))).toEqual({ ...plain, category: 'square-tubes', brand: 'arvand', sort: 'change', order: 'desc' })
    expect(parseBoardQuery({ category: '<script>', brand: ['a', 'b'], sort: 'secret', order: 'sideways' })).toEqual({ ...plain, brand: 'a' })
  })

  it('writes one address per state, defaults left out', () => {
    expect(serializeBoardQuery(parseBoardQuery({}))).toBe('')
    expect(serializeBoardQuery({ ...plain, brand: 'arvand', sort: 'price', order: 'desc' })).toBe('brand=arvand&sort=price&order=desc')
  })

  it('reads sizes as people type them, in any digits, and drops what is no size', () => {
    const q = parseBoardQuery({ size: '۶۰٫۳', wall: '2,5', length: '٦', stock: 'on_order', shape: '  گرد ', standard: 'ASTM A500', page: '۳' })
    expect(q).toMatchObject({ size: 60.3, wall: 2.5, length: 6, stock: 'on_order', shape: 'گرد', standard: 'ASTM A500', page: 3 })
    expect(serializeBoardQuery(q)).toBe('shape=%DA%AF%D8%B1%D8%AF&size=60.3&wall=2.5&length=6&standard=ASTM+A500&stock=on_order&page=3')
    for (const bad of ['0', '-2', '1e3', '12345', '2.555', 'thick', '']) expect(parseBoardQuery({ wall: bad }).wall, bad).toBeNull()
    expect(parseBoardQuery({ shape: '<b>x</b>', stock: 'plenty', page: '0' })).toMatchObject({ shape: null, stock: null, page: 1 })
    expect(parseBoardQuery({ page: '99999' }).page).toBe(1_000)
  })

  it('filters rows by shape, outer size, wall, length, standard and stock together', () => {
    const rows = [
      row(1, { shape: 'گرد', outer: 60.3, wall: 2.5, length: 6, standard: 'ISIRI 3443', stock: 'in_stock' }),
      row(2, { shape: 'گرد', outer: 60.3, wall: 3, length: 6, standard: 'ISIRI 3443', stock: 'in_stock' }),
      row(3, { shape: 'مربع', outer: 40, wall: 2.5, length: 6, standard: 'ASTM A500', stock: 'on_order' }),
      row(4, {}),
    ]
    const ids = (f: Partial<BoardQuery>) => rows.filter((r) => matchesBoardFilters(r, { ...plain, ...f })).map((r) => r.id)
    expect(ids({})).toEqual([1, 2, 3, 4])
    expect(ids({ wall: 2.5 })).toEqual([1, 3])
    expect(ids({ wall: 2.5, shape: 'گرد' })).toEqual([1])
    expect(ids({ size: 60.3, length: 6 })).toEqual([1, 2])
    expect(ids({ standard: 'ASTM A500', stock: 'on_order' })).toEqual([3])
    expect(ids({ stock: 'out_of_stock' })).toEqual([])
  })

  it('sorts by a column either way, rows without a value last both ways', () => {
    const rows = [row(1, { change: { amount: 10, percent: 1 } }), row(2, {}), row(3, { change: { amount: -5, percent: -0.5 } }), row(4, { change: { amount: 30, percent: 3 } })]
    const collator = new Intl.Collator('fa')
    expect(sortBoardRows(rows, { sort: 'change', order: 'asc' }, collator).map((r) => r.id)).toEqual([3, 1, 4, 2])
    expect(sortBoardRows(rows, { sort: 'change', order: 'desc' }, collator).map((r) => r.id)).toEqual([4, 1, 3, 2])
    const named = [row(1, { title: 'لوله گرد' }), row(2, { title: 'ب' }), row(3, { title: 'آ' })]
    expect(sortBoardRows(named, { sort: 'product', order: 'asc' }, collator).map((r) => r.id)).toEqual([3, 2, 1])
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
