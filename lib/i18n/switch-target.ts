import { localizedPath, splitLocale, type Locale } from './config'

/** Where the language switcher's links go before (or without) the page's script: this route sets the cookie. */
export const switchRoute = (locale: Locale, fromPath: string) => `/api/locale/${locale}?from=${encodeURIComponent(fromPath)}`

const sameSitePath = (raw: string): URL | null => {
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || raw.length > 2000 || /[\u0000-\u001f]/.test(raw)) return null
  try {
    const url = new URL(raw, 'http://site.invalid')
    return url.origin === 'http://site.invalid' ? url : null
  } catch {
    return null
  }
}

/**
 * The page in the chosen language that a switch from another page leads to, its query and nothing
 * else kept: the page the visitor was on is read from the Referer when it is one of the site's own
 * (it alone has the query, which a cached page cannot write into its links), otherwise from `from`,
 * the path the page wrote. Anything else leads to the chosen language's home page.
 */
export function switchTarget(locale: Locale, options: SwitchOptions): string {
  const page = pageSwitchedFrom(options)
  if (!page) return localizedPath(locale, '/')
  const { path } = splitLocale(page.pathname)
  if (path.startsWith('/api/') || path.startsWith('/admin')) return localizedPath(locale, '/')
  return localizedPath(locale, path) + page.search
}

type SwitchOptions = { from: string | null; referer: string | null; ownHosts: readonly string[] }

/** The site's own page a switch was used on (Referer from one of its hosts, else `from`), or null. */
export function pageSwitchedFrom(options: SwitchOptions): URL | null {
  let page: URL | null = null
  if (options.referer) {
    try {
      const referer = new URL(options.referer)
      if (options.ownHosts.includes(referer.host)) page = sameSitePath(referer.pathname + referer.search)
    } catch {
      // Not an address: the path the page wrote is used instead.
    }
  }
  return page ?? (options.from ? sameSitePath(options.from) : null)
}
