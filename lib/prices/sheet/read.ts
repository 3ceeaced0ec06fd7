import ExcelJS from 'exceljs'
import { textOfCell } from '@/lib/files/spreadsheet-text'
import { readZipEntries, type ZipProblem } from '@/lib/files/zip-entries'
import { columnOfHeader, isPriceSheetName, requiredColumns, sheetLimits, type SheetColumn } from './layout'

/** What a row of the sheet says, as typed: a number, some text, or nothing. */
export type SheetCell = number | string | null
export type SheetRow = { row: number; id: SheetCell; price: SheetCell }

/** Why a whole file is turned away (keys of the admin's priceSheet translations). */
export type FileRefusal =
  | { reason: 'tooBig'; size: number }
  | { reason: 'notXlsx' }
  | { reason: 'unsafe'; zip: ZipProblem['reason'] }
  | { reason: 'wrongSheet' }
  | { reason: 'missingColumns'; columns: SheetColumn[] }
  | { reason: 'noRows' }
  | { reason: 'tooManyRows'; max: number }

export type SheetReading = { ok: true; rows: SheetRow[] } | { ok: false; refusal: FileRefusal }

/** A cell's value as staff see it: formulas by their result, rich text as its text, anything else as text. */
function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return value
  if (typeof value === 'string') return value.trim() === '' ? null : textOfCell(value)
  if (typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString()
  if ('richText' in value) return cellOf(value.richText.map((r) => r.text).join(''))
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? cellOf((value.result ?? null) as ExcelJS.CellValue) : null
  if ('text' in value) return cellOf(value.text)
  if ('error' in value) return String(value.error)
  return null
}

/**
 * Reads the price sheet out of an uploaded file, checking it as an untrusted zip first (size,
 * entries, unpacked size, compression ratio) so a disguised zip bomb is never handed to the
 * spreadsheet library. Returns every non-empty row with its number as the spreadsheet shows it.
 */
export async function readPriceSheet(file: Buffer): Promise<SheetReading> {
  if (file.length > sheetLimits.fileBytes) return { ok: false, refusal: { reason: 'tooBig', size: sheetLimits.fileBytes } }
  const problems: ZipProblem[] = []
  const entries = await readZipEntries(file, sheetLimits.zip, { entries: 0, unpacked: 0 }, problems)
  const problem = problems[0]
  if (problem && problem.reason !== 'corrupt') return { ok: false, refusal: { reason: 'unsafe', zip: problem.reason } }
  if (!entries || problem || !entries.some((e) => e.name === 'xl/workbook.xml')) return { ok: false, refusal: { reason: 'notXlsx' } }

  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer)
  } catch {
    return { ok: false, refusal: { reason: 'notXlsx' } }
  }
  const sheet = workbook.worksheets.find((w) => isPriceSheetName(w.name))
  if (!sheet) return { ok: false, refusal: { reason: 'wrongSheet' } }

  const columns = new Map<SheetColumn, number>()
  sheet.getRow(1).eachCell((cell, column) => {
    const text = cellOf(cell.value)
    const named = typeof text === 'string' ? columnOfHeader(text) : null
    if (named && !columns.has(named)) columns.set(named, column)
  })
  const missing = requiredColumns.filter((c) => !columns.has(c))
  if (missing.length) return { ok: false, refusal: { reason: 'missingColumns', columns: missing } }

  if (sheet.actualRowCount - 1 > sheetLimits.rows) return { ok: false, refusal: { reason: 'tooManyRows', max: sheetLimits.rows } }
  const rows: SheetRow[] = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const id = cellOf(row.getCell(columns.get('id')!).value)
    const price = cellOf(row.getCell(columns.get('price')!).value)
    if (id !== null || price !== null) rows.push({ row: number, id, price })
  })
  if (rows.length === 0) return { ok: false, refusal: { reason: 'noRows' } }
  return { ok: true, rows }
}
