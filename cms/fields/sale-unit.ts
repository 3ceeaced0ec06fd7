import type { SelectField } from 'payload'
import { saleUnits, type SaleUnit } from '@/lib/orders/units'

/** Admin wording for each unit; the storefront's own words are in messages/*.json (catalog.unit). */
const unitLabels: Record<SaleUnit, { fa: string; en: string; ar: string }> = {
  branch: { fa: 'شاخه', en: 'Branch (length)', ar: 'قضيب' },
  kg: { fa: 'کیلوگرم', en: 'Kilogram', ar: 'كيلوغرام' },
  piece: { fa: 'عدد', en: 'Piece', ar: 'قطعة' },
  meter: { fa: 'متر', en: 'Metre', ar: 'متر' },
}

/**
 * The unit of sale as a select: a product's unit and the unit an order line copied from it, so
 * staff read «شاخه» rather than the stored code in both places.
 */
export function saleUnitField({ label, defaultValue }: { label: SelectField['label']; defaultValue?: SaleUnit }): SelectField {
  return {
    name: 'unit',
    type: 'select',
    required: true,
    label,
    defaultValue,
    options: saleUnits.map((value) => ({ value, label: unitLabels[value] })),
  }
}
