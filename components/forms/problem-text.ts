'use client'

import { useTranslations } from 'next-intl'
import type { BundleProblem } from '@/lib/forms/bundle'

/** "scan.pdf: This file is not a PDF." in the visitor's language. */
export function useProblemText() {
  const t = useTranslations('forms.files.reasons')
  return (p: BundleProblem) => {
    const reason = t.has(p.reason) ? t(p.reason, p.params ?? {}) : t('corrupt')
    return p.file ? `${p.file}: ${reason}` : reason
  }
}
