/**
 * An invoice's sums in whole toman. Value-added tax is the subtotal times the rate, rounded half up
 * to the toman (the tax office's rule for a single invoice: 0.5 toman and above rounds up), computed
 * on the whole subtotal rather than per line so the tax line and the total always agree. Rates are
 * percentages with at most two decimals (9, 10, 10.5), held as hundredths of a percent so that no
 * binary fraction enters a sum of money; sums use BigInt because a large order times 10,000 passes
 * JavaScript's exact integers.
 */
export type InvoiceTotals = { subtotal: number; vatRate: number; vat: number; total: number }

export function invoiceTotals(subtotal: number, vatRate: number): InvoiceTotals {
  if (!Number.isSafeInteger(subtotal) || subtotal < 0) throw new RangeError(`subtotal must be whole toman, got ${subtotal}`)
  const basisPoints = Math.round(vatRate * 100)
  if (!(basisPoints >= 0 && basisPoints <= 10_000)) throw new RangeError(`VAT rate must be 0–100 %, got ${vatRate}`)
  const vat = Number((BigInt(subtotal) * BigInt(basisPoints) + 5_000n) / 10_000n)
  return { subtotal, vatRate: basisPoints / 100, vat, total: subtotal + vat }
}

export type VatRate = { rate: number; from: string | Date }

/** The rate in force on `date`: the latest whose effective date is not after it (none before the first: 0 %). */
export function vatRateOn(rates: readonly VatRate[], date: Date): VatRate | null {
  let best: VatRate | null = null
  for (const r of rates) {
    const from = new Date(r.from)
    if (from.getTime() <= date.getTime() && (!best || from.getTime() > new Date(best.from).getTime())) best = r
  }
  return best
}
