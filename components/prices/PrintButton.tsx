'use client'

import { Printer } from 'lucide-react'
import { useTranslations } from 'next-intl'

/** Opens the browser's print dialog; the board's print stylesheet makes an A4 price list of it. */
export function PrintButton() {
  const t = useTranslations('prices')
  return (
    <button type="button" onClick={() => window.print()} className="inline-flex items-center gap-2 self-start rounded-md border border-steel-300 bg-white px-4 py-2 font-medium hover:bg-steel-50 print:hidden">
      <Printer aria-hidden className="size-4" />
      {t('print')}
    </button>
  )
}
