import { defaultLocale, isLocale, localizedPath, splitLocale } from './config'

/**
 * The locale rules of DESIGN.md §4 as a pure function, so the proxy stays thin and the rules are
 * unit-tested: `/fa/...` loses its prefix; an unprefixed path follows the cookie to /en or /ar.
 * Returns the path+query to redirect to, or null to serve the request as it is.
 */
export function localeRedirect(pathname: string, search: string, cookieLocale: string | undefined): string | null {
  const { locale, path, prefixed } = splitLocale(pathname)
  if (prefixed && locale === defaultLocale) return localizedPath(defaultLocale, path) + search
  if (!prefixed && isLocale(cookieLocale) && cookieLocale !== defaultLocale) {
    return localizedPath(cookieLocale, path) + search
  }
  return null
}
