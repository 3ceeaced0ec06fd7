import type { SaleUnit } from '@/lib/orders/units'

/** Specification keys (spec-attributes `key`) a product's weight is read from. */
export const weightSpecKeys = { perMeter: 'weight_per_meter', branchLength: 'length' } as const

/** No steel product costs this much a kilogram: a larger figure means a mistyped weight, so it counts as unknown. */
const MAX_PER_KG = 1e14
/** Puts products without a per-kg price behind every product with one, in both price sorts. */
const UNKNOWN_TIER = 1e15

type Weighed = { unit: SaleUnit | string; weightPerMeter?: number | null; branchLength?: number | null }
type Priced = Weighed & { price: number }

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0

/**
 * What one unit of sale weighs in kilograms: a kilogram is 1, a metre weighs `weightPerMeter`, a
 * branch `weightPerMeter × branchLength`. Pieces, and products whose weight is not known, have none.
 */
export function kilogramsPerUnit({ unit, weightPerMeter, branchLength }: Weighed): number | null {
  if (unit === 'kg') return 1
  if (unit === 'meter' && positive(weightPerMeter)) return weightPerMeter
  if (unit === 'branch' && positive(weightPerMeter) && positive(branchLength)) return Math.round(weightPerMeter * branchLength * 1000) / 1000
  return null
}

/**
 * What a kilogram costs, in whole toman, so prices per branch, metre and kilogram compare: kg is
 * the price itself, a metre weighs `weightPerMeter`, a branch `weightPerMeter × branchLength`.
 * Pieces, and products whose weight is not known, have none.
 */
export function pricePerKg({ price, unit, weightPerMeter, branchLength }: Priced): number | null {
  if (!Number.isFinite(price) || price < 0) return null
  // Unrounded: the per-kg price of a branch divides by its exact weight.
  const kilograms = unit === 'branch' && positive(weightPerMeter) && positive(branchLength) ? weightPerMeter * branchLength : kilogramsPerUnit({ unit, weightPerMeter, branchLength })
  if (kilograms === null) return null
  const perKg = Math.round(price / kilograms)
  return perKg <= MAX_PER_KG ? perKg : null
}

/**
 * Keys for the cheapest and most expensive sorts. Payload cannot sort nulls last, and SQLite and
 * PostgreSQL put them at opposite ends, so each sort gets its own never-null column: the per-kg
 * price where there is one, otherwise the plain price shifted past every per-kg price (up for
 * cheapest, down for most expensive). Each column has an index that matches its sort exactly.
 */
export function priceSortKeys(perKg: number | null, price: number): { cheapestKey: number; mostExpensiveKey: number } {
  if (perKg !== null) return { cheapestKey: perKg, mostExpensiveKey: perKg }
  return { cheapestKey: UNKNOWN_TIER + price, mostExpensiveKey: price - UNKNOWN_TIER }
}

/**
 * Everything a product stores because of its price and weight: the per-kg price, the weight of a
 * unit and both sort keys. One function for the product's save hook and the bulk price import.
 */
export function priceDerivedFields(product: Priced): { pricePerKg: number | null; kgPerUnit: number | null; cheapestKey?: number; mostExpensiveKey?: number } {
  const perKg = pricePerKg(product)
  const fields = { pricePerKg: perKg, kgPerUnit: kilogramsPerUnit(product) }
  return Number.isFinite(product.price) ? { ...fields, ...priceSortKeys(perKg, product.price) } : fields
}
