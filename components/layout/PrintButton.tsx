'use client'

import { Printer } from 'lucide-react'
import { ScriptButton } from './ScriptButton'

/**
 * Opens the browser's print dialog; the page's print stylesheet makes an A4 sheet of it (price list,
 * invoice). A tap before the page's code runs is held until it does (ScriptButton).
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <ScriptButton onClick={() => window.print()} className="inline-flex items-center gap-2 self-start rounded-md border border-steel-300 bg-white px-4 py-2 font-medium hover:bg-steel-50 print:hidden js-only">
      <Printer aria-hidden className="size-4" />
      {label}
    </ScriptButton>
  )
}
