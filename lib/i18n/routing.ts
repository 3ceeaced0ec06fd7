import { defineRouting } from 'next-intl/routing'
import { defaultLocale, localeCookie, locales } from './config'

// The proxy does the redirects itself (see proxy.ts); next-intl only needs to know the URL shape
// so its Link and helpers build the same paths.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: { name: localeCookie.name, maxAge: localeCookie.maxAgeSeconds },
})
