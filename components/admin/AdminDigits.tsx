'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'
import { adminLocale } from '@/lib/i18n/admin-language'
import { localizeDigits } from '@/lib/i18n/numbering'

/** Payload's own counts that it writes as bare numbers: the list's «1-10 از 42». */
const counts = '.page-controls__page-info'

/**
 * Writes Payload's own counts in the admin language's digits, as every other number there is
 * (AdminNumberCell, the Jalali dates). Payload builds the list's page info from raw numbers, so
 * its text nodes are rewritten in place (never replaced: React keeps updating the same nodes, and
 * each update is rewritten again).
 */
export function AdminDigits({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const locale = adminLocale(i18n.language)
  useEffect(() => {
    if (locale === 'en') return
    const rewrite = () => {
      for (const box of document.querySelectorAll(counts)) {
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const localized = localizeDigits(node.nodeValue ?? '', locale)
          if (localized !== node.nodeValue) node.nodeValue = localized
        }
      }
    }
    rewrite()
    const observer = new MutationObserver(rewrite)
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [locale])
  return children
}
