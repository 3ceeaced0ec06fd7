import { withVat } from '@/lib/prices/board-figures'

/**
 * A price as both figures, without and with value-added tax: cached pages are the same for every
 * visitor, so the page carries both and shows the one the visitor chose (`html[data-vat]`,
 * globals.css). Synchronous, given the caller's formatter: the board repeats it on every row.
 */
export function VatPrice({ price, vatPercent, format }: { price: number | null; vatPercent: number; format: (n: number) => string }) {
  if (price === null) return <>—</>
  return (
    <>
      <span className="vat-ex">{format(price)}</span>
      <span className="vat-in" data-vat-price={withVat(price, vatPercent)}>{format(withVat(price, vatPercent))}</span>
    </>
  )
}
