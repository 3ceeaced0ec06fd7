import { createTranslator } from 'next-intl'
import { catalogueOf } from '@/lib/i18n/catalogues'
import type { Locale } from '@/lib/i18n/config'

type Labels = { fa: string; en: string; ar: string }
type Values = Record<string, string | number>

/**
 * The message at `path` formatted as the storefront formats it: the catalogues are compiled when
 * the app is built (next.config.ts), so a message with a placeholder is no longer a plain string.
 */
function text(locale: Locale, path: string, values?: Values): string {
  const t = createTranslator({
    locale,
    messages: catalogueOf(locale),
    onError(error) {
      throw new Error(`No message at ${path}: ${error.message}`)
    },
  })
  return t(path as never, values as never)
}

/**
 * An admin label from the storefront's own messages, so staff read a submitted field under the
 * same words the visitor answered (one place to change them). `values` fills placeholders per locale.
 */
export const messageLabel = (path: string, values?: (locale: Locale) => Values): Labels => ({
  fa: text('fa', path, values?.('fa')),
  en: text('en', path, values?.('en')),
  ar: text('ar', path, values?.('ar')),
})
