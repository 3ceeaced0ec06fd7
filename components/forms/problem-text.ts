'use client'

import { useLocale, useTranslations } from 'next-intl'
import { sizeLabel, type BundleProblem } from '@/lib/forms/bundle'

/** "scan.pdf: This file is not a PDF." in the visitor's language, sizes in its digits and units. */
export function useProblemText() {
  const t = useTranslations('forms.files.reasons')
  const locale = useLocale()
  return (p: BundleProblem) => {
    const { size, ...rest } = p.params ?? {}
    const params = typeof size === 'number' ? { ...rest, size: sizeLabel(size, locale) } : rest
    const reason = t.has(p.reason) ? t(p.reason, params) : t('corrupt')
    return p.file ? `${p.file}: ${reason}` : reason
  }
}
