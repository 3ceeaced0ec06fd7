import { isLocale, toLocale, type Locale } from './config'

/**
 * Where Payload keeps the admin language a staff member chose in their account settings
 * (`${cookiePrefix}-lng`, our config keeps Payload's default prefix). Payload reads this cookie
 * first, then the browser's Accept-Language, then its fallback language (Persian).
 */
export const adminLanguageCookie = 'payload-lng'

/**
 * The language a staff member's admin is in, for what the admin's own endpoints write (the price
 * sheet): the one they chose (the `payload-lng` cookie), otherwise Persian, never the browser's.
 */
export function staffLanguageOf(cookieHeader: string | null): Locale {
  const chosen = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${adminLanguageCookie}=`))
    ?.slice(adminLanguageCookie.length + 1)
  return toLocale(chosen)
}

/** The site locale the admin is shown in, for formatting dates and numbers the same way. */
export function adminLocale(language: string | undefined): Locale {
  return toLocale(language)
}

/**
 * Staff work in Persian whatever their browser's language (DESIGN.md §1), so a request for an
 * admin page must not reach Payload with Accept-Language unless the staff member chose a
 * language. Returns the headers to forward instead, or null when the request can go as it is.
 */
export function adminRequestHeaders(headers: Headers, chosenLanguage: string | undefined): Headers | null {
  if (isLocale(chosenLanguage) || !headers.has('accept-language')) return null
  const forwarded = new Headers(headers)
  forwarded.delete('accept-language')
  return forwarded
}

/** `/admin` and everything under it: Payload's admin pages and their server actions. */
export const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/')
