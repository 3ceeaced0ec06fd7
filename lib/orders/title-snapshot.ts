import type { Payload } from 'payload'
import { locales, type Locale } from '@/lib/i18n/config'

export type Titles = Record<Locale, string>

/**
 * Each product's title in every language as it reads now, for the order to keep: an order opened
 * on an English page lists English titles, and a later product edit does not rewrite it. A
 * language the product has no title in gets one of its other titles, Persian first.
 */
export async function currentTitles(payload: Payload, ids: number[]): Promise<Map<number, Titles>> {
  const byLocale = await Promise.all(
    locales.map(async (locale) => {
      const { docs } = await payload.find({ collection: 'products', where: { id: { in: ids } }, locale, depth: 0, limit: ids.length, pagination: false, select: { title: true } })
      return new Map(docs.map((d) => [d.id, d.title]))
    }),
  )
  return new Map(
    ids.flatMap((id) => {
      const known = byLocale.map((titles) => titles.get(id))
      const fallback = known.find(Boolean)
      return fallback ? [[id, Object.fromEntries(locales.map((locale, i) => [locale, known[i] || fallback])) as Titles]] : []
    }),
  )
}
