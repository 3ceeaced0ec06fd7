import type { siteFormats } from './numbering'

// Format names passed to next-intl's formatter and used in messages are checked against siteFormats.
declare module 'next-intl' {
  interface AppConfig {
    Formats: ReturnType<typeof siteFormats>
  }
}
