import type { CollectionBeforeChangeHook } from 'payload'
import { normalizeSearchText } from '@/lib/catalog/normalize'
import { priceDerivedFields, weightSpecKeys } from '@/lib/catalog/price-per-kg'
import { isNumericToken, joinSpecTokens, specToken } from '@/lib/catalog/spec-token'

type SpecRow = { attribute?: number | string | { id: number | string } | null; value?: string | null; numeric?: number | null }
const idOf = (a: SpecRow['attribute']) => (a && typeof a === 'object' ? a.id : a)

/**
 * Derives the search text and filter tokens of the locale being saved, and the price per kilogram
 * with its sort keys. Runs on every save so they can never drift from what staff typed.
 */
export const deriveProductIndexes: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const doc = { ...(originalDoc ?? {}), ...data }
  const specs = (doc.specs ?? []) as SpecRow[]
  const ids = [...new Set(specs.map((s) => idOf(s.attribute)).filter((id) => id !== null && id !== undefined))]
  const attributes = ids.length
    ? (await req.payload.find({ collection: 'spec-attributes', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, req })).docs
    : []
  const keyOf = new Map(attributes.map((a) => [String(a.id), a.key]))

  const tokens = specs.flatMap((s) => {
    const key = keyOf.get(String(idOf(s.attribute)))
    return key ? [specToken(key, s.numeric ?? null, s.value ?? '')] : []
  })
  data.specTokens = joinSpecTokens(tokens)
  data.specNumbers = joinSpecTokens(tokens.filter(isNumericToken))
  const numericOf = (key: string) => specs.find((s) => keyOf.get(String(idOf(s.attribute))) === key)?.numeric ?? null
  const price = typeof doc.price === 'number' ? doc.price : Number.NaN
  const weight = { unit: doc.unit, weightPerMeter: numericOf(weightSpecKeys.perMeter), branchLength: numericOf(weightSpecKeys.branchLength) }
  Object.assign(data, priceDerivedFields({ price, ...weight }))
  data.searchText = normalizeSearchText([doc.title, doc.slug, doc.summary, ...specs.map((s) => s.value)].filter(Boolean).join(' '))
  return data
}
