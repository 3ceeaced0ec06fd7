import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import { imageRef, mediaPopulate, type ImageRef } from '@/lib/catalog/cards'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'

export type Certification = { id: number; code: string; title: string; issuer?: string; validFrom?: string; validUntil?: string; image?: ImageRef }

export async function readCertifications(locale: Locale): Promise<Certification[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'certifications',
    locale,
    sort: ['sortOrder', 'id'],
    pagination: false,
    depth: 1,
    populate: { media: mediaPopulate },
    overrideAccess: false,
  })
  return docs.map((c) => ({
    id: c.id,
    code: c.code,
    title: c.title,
    issuer: c.issuer ?? undefined,
    validFrom: c.validFrom ?? undefined,
    validUntil: c.validUntil ?? undefined,
    image: imageRef(c.image, 'thumb'),
  }))
}

export function getCertifications(locale: Locale) {
  return cached(() => readCertifications(locale), ['certifications', locale], [cacheTags.company(locale)])
}
