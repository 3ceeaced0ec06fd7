/** One price without and with value-added tax, as numbers: each page writes them in its own digits. */
export type VatFigure = { price: number; withVat: number }

/**
 * Both figures of a price; the stylesheet shows the one the visitor chose (`html[data-vat]`).
 * Given numbers and the page's formatter, so the board's rows (a client island) carry only the
 * numbers in the page's hydration data, and draw the same markup as a server component.
 */
export function VatFigures({ figure, format }: { figure: VatFigure | null; format: (n: number) => string }) {
  if (!figure) return <>—</>
  return (
    <>
      <span className="vat-ex">{format(figure.price)}</span>
      <span className="vat-in" data-vat-price={figure.withVat}>{format(figure.withVat)}</span>
    </>
  )
}
