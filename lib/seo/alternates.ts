import { defaultLocale, locales, localizedPath, localeTags, type Locale } from '@/lib/i18n/config'

/** Canonical URL and hreflang alternates for one page in every locale (relative to metadataBase). */
export function alternatesFor(locale: Locale, path: string) {
  const languages: Record<string, string> = {}
  for (const l of locales) languages[localeTags[l]] = localizedPath(l, path)
  languages['x-default'] = localizedPath(defaultLocale, path)
  return { canonical: localizedPath(locale, path), languages }
}

export function siteUrl(): URL {
  return new URL(process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`)
}
