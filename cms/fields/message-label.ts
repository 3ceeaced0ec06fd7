import { createTranslator } from 'next-intl'
import type { Locale } from '@/lib/i18n/config'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import fa from '@/messages/fa.json'

type Labels = { fa: string; en: string; ar: string }
type Values = Record<string, string | number>

const catalogues = { fa, en, ar } as const

/**
 * The message at `path` formatted as the storefront formats it: the catalogues are compiled when
 * the app is built (next.config.ts), so a message with a placeholder is no longer a plain string.
 */
function text(locale: Locale, path: string, values?: Values): string {
  const t = createTranslator({
    locale,
    messages: catalogues[locale],
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
