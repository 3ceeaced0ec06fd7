'use client'

import { useTranslations } from 'next-intl'

/** Turns an error key from a long form's schema or server into the visitor's language. */
export function useFormErrorText() {
  const t = useTranslations('forms.errors')
  return (key: string | undefined, params?: Record<string, string | number>): string | undefined => {
    if (!key) return undefined
    return t.has(key) ? t(key, params) : t('generic')
  }
}
