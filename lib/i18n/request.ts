import { getRequestConfig } from 'next-intl/server'
import { toLocale } from './config'
import { siteTimeZone } from '@/lib/dates/time-zone'
import { siteFormats } from './numbering'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = toLocale(requested)
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: siteTimeZone,
    formats: siteFormats(locale),
    onError(error) {
      // A missing message is logged, never fatal (SPEC.md §8).
      console.error('[i18n]', error.message)
    },
  }
})
