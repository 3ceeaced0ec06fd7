import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import { defaultLocale, type Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'

export type SocialLink = { platform: string; url: string }
export type Office = { title: string; address?: string; phone?: string }
export type SiteSettings = {
  seoTitle: string
  description?: string
  contacts: { phone?: string; mobile?: string; email?: string; address?: string; workingHours?: string }
  social: SocialLink[]
  offices: Office[]
}

/** Reads the site settings of one locale straight from the database. */
export async function readSiteSettings(locale: Locale): Promise<SiteSettings> {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: defaultLocale, depth: 0 })
  return {
    seoTitle: doc.seoTitle ?? '',
    description: doc.description ?? undefined,
    contacts: {
      phone: doc.contacts?.phone ?? undefined,
      mobile: doc.contacts?.mobile ?? undefined,
      email: doc.contacts?.email ?? undefined,
      address: doc.contacts?.address ?? undefined,
      workingHours: doc.contacts?.workingHours ?? undefined,
    },
    social: (doc.social ?? []).map((s) => ({ platform: s.platform, url: s.url })),
    offices: (doc.offices ?? []).map((o) => ({ title: o.title, address: o.address ?? undefined, phone: o.phone ?? undefined })),
  }
}

/** The same, cached across requests until staff change the settings in that locale. */
export function getSiteSettings(locale: Locale): Promise<SiteSettings> {
  return cached(() => readSiteSettings(locale), ['site-settings', locale], [cacheTags.siteSettings(locale)])
}
