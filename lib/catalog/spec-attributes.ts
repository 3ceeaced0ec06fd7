import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'

export type SpecAttributeInfo = { id: number; key: string; name: string; unit?: string; numeric: boolean; filterable: boolean }

export async function readSpecAttributes(locale: Locale): Promise<SpecAttributeInfo[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'spec-attributes', locale, depth: 0, pagination: false, sort: ['order', 'id'], overrideAccess: false })
  return docs.map((a) => ({ id: a.id, key: a.key, name: a.name, unit: a.unit ?? undefined, numeric: !!a.numeric, filterable: a.filterable !== false }))
}

export function getSpecAttributes(locale: Locale): Promise<SpecAttributeInfo[]> {
  return cached(() => readSpecAttributes(locale), ['spec-attributes', locale], [cacheTags.catalogue(locale)])
}
