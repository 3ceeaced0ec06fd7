import type { OrderWeight } from '@/lib/orders/weight'

/** One province's tariff in the freight table: toman a ton, the least a delivery costs, and the tonnage from which it is free. */
export type FreightRate = { province: string; pricePerTon: number; minimum: number; freeAboveTons: number | null }

export type Freight =
  /** No tariff for that province: sales quote the delivery. */
  | { kind: 'no-rate' }
  /** Some lines' weight is not known (a product without a weight per metre): the cost cannot be worked out. */
  | { kind: 'unknown-weight'; knownKilograms: number | null }
  | { kind: 'free'; cost: 0; kilograms: number }
  | { kind: 'priced'; cost: number; kilograms: number; atMinimum: boolean }

/**
 * What delivery costs for an order's weight under a province's tariff, in whole toman: the weight
 * in tons times the price a ton, rounded half up to the toman, never below the minimum; nothing at
 * or above the free tonnage. Weights are to a tenth of a kilogram (lib/orders/weight.ts), so the
 * sum is worked out in tenths and stays exact.
 */
export function freightCost(rate: FreightRate | null, weight: OrderWeight | null): Freight {
  if (!rate) return { kind: 'no-rate' }
  if (!weight || !weight.complete) return { kind: 'unknown-weight', knownKilograms: weight?.kilograms ?? null }
  const kilograms = weight.kilograms
  if (rate.freeAboveTons !== null && kilograms >= rate.freeAboveTons * 1000) return { kind: 'free', cost: 0, kilograms }
  const byWeight = Math.round((Math.round(kilograms * 10) * rate.pricePerTon) / 10_000)
  return byWeight < rate.minimum ? { kind: 'priced', cost: rate.minimum, kilograms, atMinimum: true } : { kind: 'priced', cost: byWeight, kilograms, atMinimum: false }
}

/** The tariff of a province in the table, or null. */
export const rateFor = (rates: readonly FreightRate[], province: string | null) => (province ? (rates.find((r) => r.province === province) ?? null) : null)
