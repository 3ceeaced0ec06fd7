/** Units of sale, for products and the order lines that copy them. Branches and pieces are counted whole; kilograms and metres may be fractional. */
export const saleUnits = ['branch', 'kg', 'piece', 'meter', 'ton'] as const
export type SaleUnit = (typeof saleUnits)[number]

/** Staff wording for each unit (the admin and the price sheet); the storefront's own words are in messages/*.json (catalog.unit). */
export const saleUnitLabels: Record<SaleUnit, { fa: string; en: string; ar: string }> = {
  // A tube's length as sold (6 m, say): «شاخه» in Persian, «طول» in the Arabic trade («قضيب» is a rod).
  branch: { fa: 'شاخه', en: 'Branch (length)', ar: 'طول' },
  kg: { fa: 'کیلوگرم', en: 'Kilogram', ar: 'كيلوغرام' },
  piece: { fa: 'عدد', en: 'Piece', ar: 'قطعة' },
  meter: { fa: 'متر', en: 'Metre', ar: 'متر' },
  // Quotes for mill tonnage are priced per tonne.
  ton: { fa: 'تن', en: 'Tonne', ar: 'طن' },
}

type Rule = { min: number; step: number; decimals: number; max: number }
const rules: Record<SaleUnit, Rule> = {
  branch: { min: 1, step: 1, decimals: 0, max: 100_000 },
  piece: { min: 1, step: 1, decimals: 0, max: 100_000 },
  kg: { min: 0.5, step: 0.5, decimals: 2, max: 1_000_000 },
  meter: { min: 0.5, step: 0.5, decimals: 2, max: 1_000_000 },
  ton: { min: 0.001, step: 0.001, decimals: 3, max: 5_000 },
}

export const quantityRule = (unit: string): Rule => rules[(unit as SaleUnit) in rules ? (unit as SaleUnit) : 'piece']

/**
 * A quantity the unit allows: whole for branches and pieces, two decimals at most for kilograms
 * and metres, within bounds. Returns null for nonsense (NaN, zero, negative).
 */
export function normalizeQuantity(unit: string, quantity: number): number | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return null
  const r = quantityRule(unit)
  const factor = 10 ** r.decimals
  const rounded = Math.round(quantity * factor) / factor
  return Math.min(r.max, Math.max(r.min, rounded))
}

/** Toman amounts are whole; a fractional quantity rounds the line to the nearest toman. */
export const lineTotal = (unitPrice: number, quantity: number) => Math.round(unitPrice * quantity)
