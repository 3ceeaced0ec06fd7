import { invoiceTotals } from '@/lib/invoice/totals'

/**
 * What a ton costs, in whole toman: a per-kg price is already whole toman, so a ton is exactly a
 * thousand of them (no second rounding that could drift from the per-kg column beside it).
 */
export function pricePerTon(perKg: number | null): number | null {
  return perKg === null || !Number.isSafeInteger(perKg * 1000) ? null : perKg * 1000
}

/**
 * A price with value-added tax at `ratePercent`, in whole toman. Each figure is taxed on its own as
 * a one-line invoice would be (lib/invoice/totals.ts: the tax rounded half up to the toman), so a
 * price shown with tax is what an invoice of that one unit would total. A per-ton price with tax is
 * therefore taxed on the ton, not a thousand taxed kilograms.
 */
export function withVat(price: number, ratePercent: number): number {
  return invoiceTotals(price, ratePercent).total
}

/** `withVat` when there is a figure, and the figure itself when tax is not asked for. */
export function shownPrice(price: number | null, vatPercent: number | null): number | null {
  if (price === null) return null
  return vatPercent === null ? price : withVat(price, vatPercent)
}
