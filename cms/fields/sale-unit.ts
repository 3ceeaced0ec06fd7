import type { SelectField } from 'payload'
import { saleUnitLabels, saleUnits, type SaleUnit } from '@/lib/orders/units'

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
    options: saleUnits.map((value) => ({ value, label: saleUnitLabels[value] })),
  }
}
