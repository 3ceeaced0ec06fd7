import type ExcelJS from 'exceljs'
import { directionOf, type Locale } from '@/lib/i18n/config'
import type { BoardSize } from '../board-size'

export type SheetColumnSpec<K extends string> = { key: K; header: string; width: number; money?: boolean }

/**
 * A worksheet of prices as both the staff's price sheet and the buyers' board download lay it out:
 * right to left in Persian and Arabic, the header row bold and frozen, toman as whole numbers with
 * group separators. `headerRow` is where the column headers go (rows above it are the caller's).
 */
export function addPriceWorksheet<K extends string>(workbook: ExcelJS.Workbook, locale: Locale, name: string, columns: SheetColumnSpec<K>[], headerRow = 1): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: headerRow, rightToLeft: directionOf(locale) === 'rtl' }] })
  sheet.columns = columns.map(({ key, width }) => ({ key, width }))
  const header = sheet.getRow(headerRow)
  columns.forEach((c, i) => (header.getCell(i + 1).value = c.header))
  header.font = { bold: true }
  for (const c of columns) if (c.money) sheet.getColumn(c.key).numFmt = '#,##0'
  return sheet
}

/** Plain digits and signs a spreadsheet sorts and filters well: Ø60.3×3.2. */
export const sizeText = (size: BoardSize | null) => (size ? `${size.round ? 'Ø' : ''}${size.parts.join('×')}` : '')
