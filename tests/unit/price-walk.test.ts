import { describe, expect, it } from 'vitest'
import { priceWalk } from '@/cms/seed/price-walk'

const now = new Date('2026-11-25T09:00:00Z')

describe('the demo price history', () => {
  it('spans a year, ends at today’s price and chains each change to the one before', () => {
    const walk = priceWalk(42, 38_500, now)
    expect(walk.at(-1)!.price).toBe(38_500)
    expect(walk[0]!.oldPrice).toBeNull()
    expect(now.getTime() - walk[0]!.at.getTime()).toBeGreaterThan(355 * 86_400_000)
    for (let i = 1; i < walk.length; i++) {
      expect(walk[i]!.oldPrice).toBe(walk[i - 1]!.price)
      expect(walk[i]!.at.getTime()).toBeGreaterThan(walk[i - 1]!.at.getTime())
    }
    expect(walk.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true)
  })

  it('moves like the market: small steps, upwards over the year, the same on every seed', () => {
    const walk = priceWalk(7, 2_450_000, now)
    expect(walk.length).toBeGreaterThan(50)
    const steps = walk.slice(1).map((p) => p.price / p.oldPrice! - 1)
    expect(Math.max(...steps.map(Math.abs))).toBeLessThan(0.1)
    expect(walk[0]!.price).toBeLessThan(2_450_000)
    expect(priceWalk(7, 2_450_000, now)).toEqual(walk)
    expect(priceWalk(8, 2_450_000, now)).not.toEqual(walk)
  })
})
