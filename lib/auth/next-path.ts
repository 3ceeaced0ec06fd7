import { localizedPath, splitLocale, type Locale } from '@/lib/i18n/config'

/**
 * Where to go after signing in: a path on this site only (never `//host` or `https://…`, which
 * would make the login page an open redirect), in the visitor's locale; the profile by default.
 */
export function safeNextPath(raw: string | null | undefined, locale: Locale): string {
  const fallback = localizedPath(locale, '/profile')
  if (!raw || typeof raw !== 'string' || raw.length > 1000) return fallback
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || /[\u0000-\u001f]/.test(raw)) return fallback
  let url: URL
  try {
    url = new URL(raw, 'http://site.invalid')
  } catch {
    return fallback
  }
  if (url.origin !== 'http://site.invalid') return fallback
  const { path } = splitLocale(url.pathname)
  if (path.startsWith('/auth') || path.startsWith('/api') || path.startsWith('/admin')) return fallback
  return url.pathname + url.search + url.hash
}

/** The sign-in page for a guest who wanted `here`, remembering it for afterwards. */
export function loginPathFor(locale: Locale, here: string): string {
  return `${localizedPath(locale, '/auth/login')}?next=${encodeURIComponent(here)}`
}
