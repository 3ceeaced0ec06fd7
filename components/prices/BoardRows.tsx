'use client'

import { Link } from '@/components/i18n/AnchorLink'
import { useWholeNumber } from '@/components/catalog/use-whole-number'
import { productPath } from '@/lib/catalog/paths'
import { ChangeMarks, type ChangeTexts } from './ChangeMarks'
import { VatFigures, type VatFigure } from './VatFigures'

/**
 * A board row as texts the server has already worded in the page's language, and its prices as
 * numbers, which the rows write in the page's digits.
 */
export type BoardRowTexts = {
  id: number
  title: string
  size: string
  standard: string
  brand: string
  unit: string
  /** The price column's name on a phone's card, which names the row's unit. */
  perUnit: string
  /** Null when unknown (no weight, no per-kg figure). */
  price: VatFigure | null
  perKg: VatFigure | null
  perTon: VatFigure | null
  change: ChangeTexts
  changePercent: number | null
  changedAt: string
  stock: string
}

/** The column names a phone's card writes above each figure, the same on every row. */
export type BoardColumnLabels = { size: string; perKg: string; perTon: string; change: string }

/**
 * The board's rows, drawn from texts rather than sent as the server's element tree: the page's
 * hydration data then holds each row's words once, not every cell's tag, class and attribute too
 * (a hundred rows of ten cells were most of the board's bytes). Prices come as numbers and product
 * links as ids, formatted and built here: six written figures and a path a row were a tenth of
 * the board's gzipped page, enough to need one more round trip to a phone. The markup is what
 * BoardTable drew.
 */
export function BoardRows({ rows, labels, categorySlug }: { rows: BoardRowTexts[]; labels: BoardColumnLabels; categorySlug: string }) {
  const whole = useWholeNumber()
  return (
    <tbody>
      {rows.map((r) => (
        <tr key={r.id} data-testid="board-row" data-product={r.id}>
          <th scope="row">
            <Link href={productPath({ id: r.id, categorySlug })}>{r.title}</Link>
          </th>
          <td className="board-size" dir="ltr" data-label={labels.size}>{r.size}</td>
          <td className="board-wide">{r.standard}</td>
          <td className="board-wide">{r.brand}</td>
          <td className="board-wide">{r.unit}</td>
          <td className="board-fig board-price" data-testid="board-price" data-price={r.price?.price ?? ''} data-label={r.perUnit}>
            <VatFigures figure={r.price} format={whole} />
          </td>
          <td className="board-fig" data-testid="board-per-kg" data-price={r.perKg?.price ?? ''} data-label={labels.perKg}>
            <VatFigures figure={r.perKg} format={whole} />
          </td>
          <td className="board-fig" data-testid="board-per-ton" data-price={r.perTon?.price ?? ''} data-label={labels.perTon}>
            <VatFigures figure={r.perTon} format={whole} />
          </td>
          <td className="board-end board-card-span" data-testid="board-change" data-percent={r.changePercent ?? ''} data-label={labels.change}>
            <ChangeMarks change={r.change} />
          </td>
          <td className="board-wide board-date">{r.changedAt}</td>
          <td className="board-wide">{r.stock}</td>
        </tr>
      ))}
    </tbody>
  )
}
