/** Locale facts shared by the proxy, pages, the admin and tests (SPEC.md §2, §9). */
export const locales = ['fa', 'en', 'ar'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'fa'

export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const

const rtl: ReadonlySet<Locale> = new Set(['fa', 'ar'])

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The locale `value` names, or the default one: for a locale that arrives from outside (a form, a query, a stored record). */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale
}

/**
 * A route's `[locale]` segment as a Locale. The proxy and the layout let only known locales reach a
 * page; anything else would be the default, never an unchecked string.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  return toLocale((await params).locale)
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return rtl.has(locale) ? 'rtl' : 'ltr'
}

/** BCP 47 tags used for Intl formatting and hreflang. */
export const localeTags: Record<Locale, string> = { fa: 'fa-IR', en: 'en-US', ar: 'ar' }

/** '/about' in a locale → the public URL path: fa has no prefix, the others do. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '' || path === '/' ? '' : path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean || '/'
  return `/${locale}${clean}`
}

/** Splits a public URL path into its locale and the path without prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first, ...rest] = pathname.split('/')
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`, prefixed: true }
  return { locale: defaultLocale, path: pathname || '/', prefixed: false }
}
