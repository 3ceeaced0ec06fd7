'use client'

import { Printer } from 'lucide-react'

/** Opens the browser's print dialog; the page's print stylesheet makes an A4 sheet of it (price list, invoice). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="inline-flex items-center gap-2 self-start rounded-md border border-steel-300 bg-white px-4 py-2 font-medium hover:bg-steel-50 print:hidden">
      <Printer aria-hidden className="size-4" />
      {label}
    </button>
  )
}
