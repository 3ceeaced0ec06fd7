import ExcelJS from 'exceljs'
import { cellText } from '@/lib/files/spreadsheet-text'
import type { Locale } from '@/lib/i18n/config'
import type { BoardTableData } from './board-page'
import { pricePerTon, shownPrice } from './board-figures'
import { serializeBoardQuery, type BoardQuery } from './board-query'
import type { VatBasis } from './vat-basis'
import { addPriceWorksheet, sizeText } from './sheet/worksheet'

/** The board's download in one state (the page's own query, unpaged), in the page's language. */
export const boardDownloadPath = (locale: Locale, query: BoardQuery) => {
  const rest = serializeBoardQuery({ ...query, page: 1 })
  return `/api/public/prices/xlsx?locale=${locale}${rest ? `&${rest}` : ''}`
}

export const downloadColumns = ['product', 'category', 'size', 'standard', 'brand', 'unit', 'price', 'perKg', 'perTon', 'change', 'stock'] as const
export type DownloadColumn = (typeof downloadColumns)[number]

/** Every visible text of the file, in the visitor's language (the route reads them from the site's messages). */
export type DownloadTexts = {
  sheetName: string
  title: string
  /** What the prices are: without tax, or with it at today's rate. */
  basis: string
  headers: Record<DownloadColumn, string>
  unit: (unit: BoardTableData['rows'][number]['unit']) => string
  stock: (stock: BoardTableData['rows'][number]['stock']) => string
}

const widths: Record<DownloadColumn, number> = { product: 44, category: 22, size: 16, standard: 22, brand: 16, unit: 12, price: 16, perKg: 12, perTon: 16, change: 10, stock: 14 }
const money = new Set<DownloadColumn>(['price', 'perKg', 'perTon'])
/** The title and basis above a blank row, then the column headers. */
const HEADER_ROW = 4

/**
 * The board as shown (one state, every page of it) as an XLSX: the date and the tax basis above the
 * headers, right to left in Persian and Arabic, prices as numbers (whole toman) a buyer can sort
 * and compare with other mills', the day's change in percent. Text cells are written as text.
 */
export async function buildBoardWorkbook(locale: Locale, tables: BoardTableData[], vat: { basis: VatBasis; percent: number }, texts: DownloadTexts): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'price board'
  workbook.created = new Date()
  const sheet = addPriceWorksheet(workbook, locale, texts.sheetName, downloadColumns.map((key) => ({ key, header: texts.headers[key], width: widths[key], money: money.has(key) })), HEADER_ROW)
  sheet.getCell('A1').value = texts.title
  sheet.getCell('A1').font = { bold: true, size: 14 }
  sheet.getCell('A2').value = texts.basis
  sheet.getColumn('change').numFmt = '0.0'
  const percent = vat.basis === 'in' ? vat.percent : null
  for (const table of tables) {
    for (const r of table.rows) {
      sheet.addRow({
        product: cellText(r.title),
        category: cellText(table.title),
        size: cellText(sizeText(r.size)),
        standard: cellText([r.standard, r.grade].filter(Boolean).join(' · ')),
        brand: cellText(r.brand?.name ?? ''),
        unit: cellText(texts.unit(r.unit)),
        price: shownPrice(r.price, percent),
        perKg: shownPrice(r.perKg, percent),
        perTon: shownPrice(pricePerTon(r.perKg), percent),
        change: r.change?.percent ?? null,
        stock: cellText(texts.stock(r.stock)),
      })
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
