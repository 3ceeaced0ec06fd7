import type { CompanyPage as CompanyPages } from '@/cms/payload-types'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'

export type RichPage = { title: string; intro?: string; body: CompanyPages['about']['body']; items: { title: string; text?: string }[] }
export type PageKey = 'about' | 'services'

export async function readCompanyPage(locale: Locale, key: PageKey): Promise<RichPage | null> {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'company-pages', locale, depth: 0, overrideAccess: false })
  const p = doc[key]
  if (!p?.title) return null
  return { title: p.title, intro: p.intro ?? undefined, body: p.body, items: (p.items ?? []).map((i) => ({ title: i.title, text: i.text ?? undefined })) }
}

export function getCompanyPage(locale: Locale, key: PageKey) {
  return cached(() => readCompanyPage(locale, key), ['company-page', key, locale], [cacheTags.company(locale)])
}
