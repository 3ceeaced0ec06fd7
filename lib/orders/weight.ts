/** An order's or a cart's weight: the sum over the lines whose weight is known, and whether all are. */
export type OrderWeight = { kilograms: number; complete: boolean }

export function orderWeight(lines: { kilograms?: number | null }[]): OrderWeight | null {
  const known = lines.filter((l): l is { kilograms: number } => typeof l.kilograms === 'number' && Number.isFinite(l.kilograms))
  if (!known.length) return null
  const kilograms = Math.round(known.reduce((sum, l) => sum + l.kilograms, 0) * 10) / 10
  return { kilograms, complete: known.length === lines.length }
}

/** A line's weight: quantity × the product's weight per unit, to a tenth of a kilogram. */
export function lineKilograms(kgPerUnit: number | null | undefined, quantity: number): number | null {
  return typeof kgPerUnit === 'number' && kgPerUnit > 0 ? Math.round(kgPerUnit * quantity * 10) / 10 : null
}

/** Kilograms below a tonne, tonnes (to two decimals) from one tonne up, as steel is quoted. */
export function weightParts(kilograms: number): { unit: 'kg' | 't'; value: number } {
  return kilograms >= 1000 ? { unit: 't', value: Math.round(kilograms / 10) / 100 } : { unit: 'kg', value: Math.round(kilograms * 10) / 10 }
}
