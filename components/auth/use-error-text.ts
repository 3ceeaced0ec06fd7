'use client'

import { useTranslations } from 'next-intl'
import { orFallback } from '@/lib/i18n/runtime-key'

/** Turns an error key from a shared schema or a server action into the visitor's language. */
export function useErrorText() {
  const t = useTranslations('auth.errors')
  return (key: string | undefined, params?: Record<string, number>): string | undefined => {
    if (!key) return undefined
    return orFallback(t, key, 'generic', params)
  }
}
