import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { gridHeight, guessedHeightClasses, type ByWidth, type GridShape } from '@/components/layout/guessed-height'
import type { Locale } from '@/lib/i18n/config'
import { formatJalali } from '@/lib/dates/format-jalali'
import type { BoardRow } from '@/lib/prices/board'
import { pricePerTon } from '@/lib/prices/board-figures'
import type { BoardSize } from '@/lib/prices/board-size'
import { boardColumns, type BoardQuery } from '@/lib/prices/board-query'
import { BoardRows, type BoardRowTexts } from './BoardRows'
import { changeTexts } from './ChangeCell'
import { SortHeader } from './SortHeader'
import { vatFigure } from './VatPrice'

/**
 * On a phone each row is a card of three lines, 7.7 rem under 2.9 rem of caption (globals.css,
 * .board-cards: the headings are hidden there); from 640 px a table row that keeps to one line:
 * 2.3 rem a row under 5.1 rem of caption and column headings; measured in fa, en and ar. From
 * 1024 px titles wrap as long as they are, so no guess holds there and the table is drawn with the page.
 */
const rowShape: GridShape = { columns: [1, 1, 1], row: [7.7, 2.3, 2.3] }
const captionAndHeadings: ByWidth = [2.9, 5.1, 5.1]

type Props = { locale: Locale; title: string; categorySlug: string; rows: BoardRow[]; vatPercent: number; head: ReactNode }

const figureColumns = new Set(['price', 'perKg', 'perTon', 'change'])
const columnsAfterProduct = boardColumns.filter((c) => c !== 'product')

/**
 * One category's prices: a real table with a caption, so a screen reader names each cell's column.
 * On a tablet each row keeps to one line (the table scrolls sideways, as it must anyway); on a phone
 * each row is a card with what a buyer compares (size, price per unit, kg and ton, the day's change),
 * each figure under its column's name. A table is laid out only when scrolled near: shaping a
 * hundred rows of Persian text the first screen does not show was most of the board's blocking time
 * on a phone.
 */
export async function BoardTable({ locale, title, categorySlug, rows, vatPercent, head }: Props) {
  const [t, tBoard, tChange, format] = await Promise.all([getTranslations(), getTranslations('prices'), getTranslations('prices.change'), getFormatter()])
  const size = (s: BoardSize | null) => (s ? `${s.round ? 'Ø ' : ''}${s.parts.map((n) => format.number(n, 'digits')).join(' × ')}` : '—')
  const label = (column: (typeof boardColumns)[number]) => tBoard(`columns.${column}`)
  const figure = (price: number | null) => vatFigure(price, vatPercent)
  const texts = (r: BoardRow): BoardRowTexts => {
    const unit = t(`catalog.unit.${r.unit}`)
    return {
      id: r.id,
      title: r.title,
      size: size(r.size),
      standard: [r.standard, r.grade].filter(Boolean).join(' · ') || '—',
      brand: r.brand?.name ?? '—',
      unit,
      perUnit: tBoard('card.perUnit', { unit }),
      price: figure(r.price),
      perKg: figure(r.perKg),
      perTon: figure(pricePerTon(r.perKg)),
      change: changeTexts(r.change, tChange, format),
      changePercent: r.change?.percent ?? null,
      changedAt: r.changedAt ? formatJalali(r.changedAt, locale, true) : '—',
      stock: t(`catalog.stockStatus.${r.stock}`),
    }
  }
  return (
    <section className={`${guessedHeightClasses} lg:[--near-visibility:visible] mt-8 break-inside-avoid-page print:mt-4`} style={gridHeight(rows.length, rowShape, captionAndHeadings)} aria-labelledby={`board-${categorySlug}`} data-testid="board-category">
      {/* Relative, so the screen-reader-only texts inside the table scroll with it, not the page. */}
      <div className="board-cards relative overflow-x-auto rounded-lg border border-steel-200 print:overflow-visible print:border-0">
        <table className="w-full border-collapse text-sm print:text-[9pt] [&_tbody_tr]:border-t [&_tbody_tr]:border-steel-200 [&_tbody_tr:nth-child(even)]:bg-steel-50/60 board-rows rows-one-line-narrow">
          <caption id={`board-${categorySlug}`} className="bg-steel-50 px-3 py-2 text-start text-lg font-bold print:bg-transparent print:px-0">
            {title}
          </caption>
          {head}
          <BoardRows rows={rows.map(texts)} categorySlug={categorySlug} labels={{ size: label('size'), perKg: tBoard('card.perKg'), perTon: tBoard('card.perTon'), change: label('change') }} />
        </table>
      </div>
    </section>
  )
}

type BoardTranslator = Awaited<ReturnType<typeof getTranslations<'prices'>>>

/**
 * The column headings, which sort the whole board and so are the same over every category's table.
 * Drawn once and handed to each BoardTable as the same element, so the page's hydration data holds
 * them once and refers to them from every table (each was about 4 KB of it).
 */
export function BoardHead({ query, t }: { query: BoardQuery; t: BoardTranslator }) {
  return (
    <thead className="bg-steel-100 print:bg-transparent">
      <tr>
        <SortHeader column="product" query={query} t={t} />
        {columnsAfterProduct.map((c) => (
          <SortHeader key={c} column={c} query={query} t={t} end={figureColumns.has(c)} />
        ))}
      </tr>
    </thead>
  )
}
