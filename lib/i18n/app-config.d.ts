import type { Locale } from './config'
import type { siteFormats } from './numbering'
import type messages from '../../messages/fa.json'

// next-intl's types know the site's locales (useLocale and getLocale give a Locale) and the format
// names passed to its formatter and used in messages (siteFormats).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Formats: ReturnType<typeof siteFormats>
    Messages: typeof messages
  }
}
