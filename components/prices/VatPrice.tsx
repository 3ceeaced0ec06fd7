import { withVat } from '@/lib/prices/board-figures'
import { VatFigures, type VatFigure } from './VatFigures'

/** A price and the same with value-added tax at `vatPercent`; null when there is no price. */
export function vatFigure(price: number | null, vatPercent: number): VatFigure | null {
  return price === null ? null : { price, withVat: withVat(price, vatPercent) }
}

/**
 * A price as both figures, without and with value-added tax: cached pages are the same for every
 * visitor, so the page carries both and shows the one the visitor chose (`html[data-vat]`,
 * globals.css). Synchronous, given the caller's formatter.
 */
export function VatPrice({ price, vatPercent, format }: { price: number | null; vatPercent: number; format: (n: number) => string }) {
  return <VatFigures figure={vatFigure(price, vatPercent)} format={format} />
}
