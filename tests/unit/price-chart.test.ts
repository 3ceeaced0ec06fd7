import { describe, expect, it } from 'vitest'
import { chartGeometry, priceSeries } from '@/lib/prices/chart'

const DAY = 86_400_000
const now = new Date('2026-11-25T09:00:00Z')
const at = (daysAgo: number) => now.getTime() - daysAgo * DAY
const history = [
  { at: at(200), price: 30_000 },
  { at: at(80), price: 33_000 },
  { at: at(20), price: 36_000 },
  { at: at(3), price: 35_000 },
]
const box = { width: 600, height: 200, left: 60, right: 10, top: 10, bottom: 30 }

describe('the product page price chart', () => {
  it('starts each period at the price then in effect and ends at today’s price', () => {
    const month = priceSeries(history, 35_000, 1, now)!
    expect(month.points.map((p) => p.price)).toEqual([33_000, 36_000, 35_000, 35_000])
    expect(month).toMatchObject({ high: 36_000, low: 33_000, change: { amount: 2_000, percent: 6.1 } })
    const year = priceSeries(history, 35_000, 12, now)!
    expect(year.points[0]!.price).toBe(30_000)
    expect(year.change).toEqual({ amount: 5_000, percent: 16.7 })
  })

  it('has nothing to draw for a product with no change before today', () => {
    expect(priceSeries([], 35_000, 3, now)).toBeNull()
  })

  it('draws steps left to right, or right to left on Persian and Arabic pages', () => {
    const series = priceSeries(history, 35_000, 3, now)!
    const ltr = chartGeometry(series, box, false)
    const rtl = chartGeometry(series, box, true)
    expect(ltr.path).toMatch(/^M60 [\d.]+( H[\d.]+ V[\d.]+)+$/)
    expect(rtl.path.startsWith('M590 ')).toBe(true)
    expect(ltr.xTicks[0]!.x).toBe(60)
    expect(rtl.xTicks[0]!.x).toBe(590)
    // Price levels are round and cover the period's range.
    const values = ltr.yTicks.map((t) => t.value)
    expect(values[0]).toBeLessThanOrEqual(series.low)
    expect(values.at(-1)).toBeGreaterThanOrEqual(series.high)
    expect(values.every((v) => v % 1000 === 0)).toBe(true)
  })

  it('puts as many dates on the time axis as asked, the first and last at the ends (three on a phone)', () => {
    const series = priceSeries(history, 35_000, 3, now)!
    const narrow = chartGeometry(series, { ...box, width: 300 }, false, 3)
    expect(narrow.xTicks).toHaveLength(3)
    expect(narrow.xTicks[0]!.at).toBe(series.points[0]!.at)
    expect(narrow.xTicks[2]!.at).toBe(series.points.at(-1)!.at)
    expect(chartGeometry(series, box, false).xTicks).toHaveLength(5)
  })
})
