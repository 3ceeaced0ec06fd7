import { getRequestConfig } from 'next-intl/server'
import { defaultLocale, isLocale } from './config'
import { siteFormats } from './numbering'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : defaultLocale
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Asia/Tehran',
    formats: siteFormats(locale),
    onError(error) {
      // A missing message is logged, never fatal (SPEC.md §8).
      console.error('[i18n]', error.message)
    },
  }
})
