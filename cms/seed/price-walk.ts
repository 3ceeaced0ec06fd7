/**
 * A believable year of prices for one product, drawn locally and the same on every seed: the
 * market moves every two to six days, mostly by up to two percent, upwards over the
 * year (about a third, as steel did in rial terms), with an occasional jump either way.
 */
export type WalkPoint = { at: Date; oldPrice: number | null; price: number }

const DAY = 86_400_000

/** mulberry32: a small seeded generator, so demo data does not change from one seed to the next. */
function generator(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Prices as the market quotes them: to 10 toman per kilogram, to 1,000 toman per branch or piece. */
function marketRound(price: number): number {
  const step = price < 100_000 ? 10 : 1_000
  return Math.max(step, Math.round(price / step) * step)
}

/**
 * Walks back from today's price, so the year ends exactly at it. The last change is today for two
 * products in three (so the board shows today's moves) and one to three days ago for the rest.
 */
export function priceWalk(seed: number, price: number, now: Date, days = 365): WalkPoint[] {
  const random = generator(seed)
  const times: number[] = []
  const lastChange = random() < 2 / 3 ? now.getTime() - (1 + random() * 5) * 3_600_000 : now.getTime() - (1 + Math.floor(random() * 3)) * DAY
  for (let t = lastChange; t > now.getTime() - days * DAY; t -= (2 + Math.floor(random() * 5)) * DAY) times.unshift(t)
  const prices = [price]
  for (let i = times.length - 1; i > 0; i--) {
    const jump = random() < 0.05 ? (random() < 0.6 ? 0.06 : -0.05) : 0
    const step = 0.0025 + (random() * 2 - 1) * 0.02 + jump
    prices.unshift(marketRound(prices[0]! / (1 + step)))
  }
  return times.map((t, i) => ({ at: new Date(t), oldPrice: i === 0 ? null : prices[i - 1]!, price: prices[i]! }))
}
