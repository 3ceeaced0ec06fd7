/** One price, and its formatted figures without and with value-added tax. */
export type VatFigureTexts = { price: number; shown: string; withVat: number; shownWithVat: string }

/**
 * Both figures of a price; the stylesheet shows the one the visitor chose (`html[data-vat]`).
 * Given formatted texts, so a client island draws the same markup as a server component.
 */
export function VatFigures({ figure }: { figure: VatFigureTexts | null }) {
  if (!figure) return <>—</>
  return (
    <>
      <span className="vat-ex">{figure.shown}</span>
      <span className="vat-in" data-vat-price={figure.withVat}>{figure.shownWithVat}</span>
    </>
  )
}
