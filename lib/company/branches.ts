import type { Branch as BranchDoc } from '@/cms/payload-types'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'

export type Branch = { id: number; kind: BranchDoc['kind']; title: string; address: string; phone?: string; fax?: string; hours?: string; lat: number; lng: number }

export async function readBranches(locale: Locale): Promise<Branch[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'branches', locale, sort: ['sortOrder', 'id'], pagination: false, depth: 0, overrideAccess: false })
  return docs.map((b) => ({
    id: b.id,
    kind: b.kind,
    title: b.title,
    address: b.address,
    phone: b.phone ?? undefined,
    fax: b.fax ?? undefined,
    hours: b.hours ?? undefined,
    lat: b.latitude,
    lng: b.longitude,
  }))
}

export function getBranches(locale: Locale) {
  return cached(() => readBranches(locale), ['branches', locale], [cacheTags.company(locale)])
}
