import type { Payload } from 'payload'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/lib/payload'
import type { FreightRate } from './cost'

/** The freight table, read with the server's rights: what delivery costs is shown to every buyer. */
export async function readFreightRates(payload: Payload): Promise<FreightRate[]> {
  const table = await payload.findGlobal({ slug: 'freight-rates', depth: 0 })
  return (table.rates ?? []).map((r) => ({ province: r.province, pricePerTon: r.pricePerTon, minimum: r.minimum ?? 0, freeAboveTons: r.freeAboveTons ?? null }))
}

/** The freight table through the cache its edits expire (cms/globals/FreightRates.ts). */
export function getFreightRates(): Promise<FreightRate[]> {
  return cached(async () => readFreightRates(await getPayloadClient()), ['freight-rates'], [cacheTags.freight()])
}
