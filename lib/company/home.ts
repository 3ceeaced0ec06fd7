import type { HomeSection } from '@/cms/globals/HomePage'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'

export type HomeContent = { heroTitle: string; heroBody?: string; figures: { value: string; label: string }[]; sections: HomeSection[]; featuredIds: number[] }

export const defaultSections: HomeSection[] = ['categories', 'featured', 'figures', 'certifications', 'posts', 'gallery', 'branches', 'consultation']

export async function readHome(locale: Locale): Promise<HomeContent> {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'home-page', locale, depth: 0, overrideAccess: false })
  return {
    heroTitle: doc.heroTitle ?? '',
    heroBody: doc.heroBody ?? undefined,
    figures: (doc.figures ?? []).map((f) => ({ value: f.value, label: f.label })),
    // Staff order the sections; an empty choice falls back to all of them rather than a bare page.
    sections: doc.sections?.length ? doc.sections : defaultSections,
    featuredIds: (doc.featuredProducts ?? []).map((p) => (typeof p === 'object' ? p.id : p)),
  }
}

export function getHome(locale: Locale) {
  // The featured strip shows products, so catalogue changes refresh it too.
  return cached(() => readHome(locale), ['home', locale], [cacheTags.company(locale), cacheTags.catalogue(locale)])
}
