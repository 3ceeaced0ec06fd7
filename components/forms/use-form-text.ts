'use client'

import { useTranslations } from 'next-intl'
import { orFallback } from '@/lib/i18n/runtime-key'

/** Turns an error key from a long form's schema or server into the visitor's language. */
export function useFormErrorText() {
  const t = useTranslations('forms.errors')
  return (key: string | undefined, params?: Record<string, string | number>): string | undefined => {
    if (!key) return undefined
    return orFallback(t, key, 'generic', params)
  }
}
