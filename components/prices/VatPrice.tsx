import { withVat } from '@/lib/prices/board-figures'
import { VatFigures, type VatFigureTexts } from './VatFigures'

/** A price's figures without and with value-added tax, formatted with `format`. */
export function vatFigureTexts(price: number | null, vatPercent: number, format: (n: number) => string): VatFigureTexts | null {
  if (price === null) return null
  const taxed = withVat(price, vatPercent)
  return { price, shown: format(price), withVat: taxed, shownWithVat: format(taxed) }
}

/**
 * A price as both figures, without and with value-added tax: cached pages are the same for every
 * visitor, so the page carries both and shows the one the visitor chose (`html[data-vat]`,
 * globals.css). Synchronous, given the caller's formatter.
 */
export function VatPrice({ price, vatPercent, format }: { price: number | null; vatPercent: number; format: (n: number) => string }) {
  return <VatFigures figure={vatFigureTexts(price, vatPercent, format)} />
}
