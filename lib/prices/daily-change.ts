import { siteDay } from '@/lib/dates/time-zone'

/** What the price board compares today's price with, kept on the product by its save hook. */
export type PriceMark = { previousPrice: number | null; priceChangedAt: string | null }

/**
 * The mark after a price is set at `now` (the old price is null for a new product). The board
 * shows the change since the previous day with a price, so a second change on the same Tehran day
 * keeps comparing with that day, not with the morning's price.
 */
export function markPriceChange(mark: PriceMark, oldPrice: number | null, now: Date): PriceMark {
  const sameDay = mark.priceChangedAt !== null && siteDay(mark.priceChangedAt) === siteDay(now)
  return { previousPrice: sameDay ? mark.previousPrice : oldPrice, priceChangedAt: now.toISOString() }
}

export type DailyChange = { amount: number; percent: number }

/** The change shown on the board: none for a first price; the percent to one decimal. */
export function dailyChange(price: number, previousPrice: number | null | undefined): DailyChange | null {
  if (previousPrice === null || previousPrice === undefined || previousPrice <= 0) return null
  const amount = price - previousPrice
  return { amount, percent: Math.round((amount / previousPrice) * 1000) / 10 }
}
