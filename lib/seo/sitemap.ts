import { locales, localizedPath, localeTags } from '@/lib/i18n/config'
import { indexablePages, staticPages } from '@/lib/site/routes'

export type SitemapEntry = {
  url: string
  lastModified?: Date
  alternates: { languages: Record<string, string> }
}

/** One entry per page and locale, each naming its siblings in the other locales (hreflang). */
export function sitemapEntries(origin: string, paths: string[] = indexablePages.map((k) => staticPages[k])): SitemapEntry[] {
  return paths.flatMap((path) => {
    const languages = Object.fromEntries(locales.map((l) => [localeTags[l], origin + localizedPath(l, path)]))
    return locales.map((l) => ({ url: origin + localizedPath(l, path), alternates: { languages } }))
  })
}
