import type { Product } from '@/cms/payload-types'

/** A product's size as its numbers (mm): `round` puts Ø before the outside diameter. */
export type BoardSize = { round: boolean; parts: number[] }

export type SpecValue = { key: string; value: string; numeric: number | null }

/** Outside diameter × wall for round sections, width × height × wall for the others, what is known. */
export function sizeOf(specs: SpecValue[]): BoardSize | null {
  const n = (key: string) => specs.find((s) => s.key === key)?.numeric ?? null
  const wall = n('wall_thickness')
  const diameter = n('outer_diameter')
  const round = diameter !== null
  const parts = (round ? [diameter, wall] : [n('width'), n('height'), wall]).filter((v): v is number => v !== null)
  return parts.length ? { round, parts } : null
}

/** A product's specifications by attribute key (depth 0: attributes are ids). */
export function specValuesOf(specs: Product['specs'], keyOf: ReadonlyMap<number, string>): SpecValue[] {
  return (specs ?? []).flatMap((s) => {
    const key = typeof s.attribute === 'number' ? keyOf.get(s.attribute) : undefined
    return key ? [{ key, value: s.value, numeric: s.numeric ?? null }] : []
  })
}
