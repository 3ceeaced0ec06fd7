import { kilogramsPerUnit, weightSpecKeys } from '../../lib/catalog/price-per-kg'

/**
 * For the `weights` migrations (both databases): each product's unit and weight specifications,
 * so products saved before `kg_per_unit` existed get the value their next save would give them.
 */
export const productWeightRows = `SELECT p."id" AS id, p."unit" AS unit,
  (SELECT s."numeric" FROM "products_specs" s JOIN "spec_attributes" a ON a."id" = s."attribute_id" WHERE s."_parent_id" = p."id" AND a."key" = '${weightSpecKeys.perMeter}' ORDER BY s."_order" LIMIT 1) AS per_meter,
  (SELECT s."numeric" FROM "products_specs" s JOIN "spec_attributes" a ON a."id" = s."attribute_id" WHERE s."_parent_id" = p."id" AND a."key" = '${weightSpecKeys.branchLength}' ORDER BY s."_order" LIMIT 1) AS branch_length
FROM "products" p`

type Row = { id: number; unit: string; per_meter: number | string | null; branch_length: number | string | null }

const num = (v: number | string | null) => (v === null ? null : Number(v))

/** The weight per unit of each product that has one. */
export function productWeights(rows: Row[]): { id: number; kilograms: number }[] {
  return rows.flatMap((r) => {
    const kilograms = kilogramsPerUnit({ unit: r.unit, weightPerMeter: num(r.per_meter), branchLength: num(r.branch_length) })
    return kilograms === null ? [] : [{ id: Number(r.id), kilograms }]
  })
}
