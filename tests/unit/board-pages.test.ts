import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { BoardRow } from '@/lib/prices/board'
import { buildBoardWorkbook, boardDownloadPath, downloadColumns, type DownloadTexts } from '@/lib/prices/board-download'
import { pageOfTables, type BoardTableData } from '@/lib/prices/board-page'
import { parseBoardQuery } from '@/lib/prices/board-query'

const row = (id: number, over: Partial<BoardRow> = {}): BoardRow => ({
  id, title: `Tube ${id}`, categoryId: 1, size: { round: true, parts: [60.3, 2.5] }, shape: 'Round', outer: 60.3, wall: 2.5, length: 6, standard: 'EN 10219', grade: 'S235', brand: { slug: 'arvand', name: 'Arvand' }, unit: 'branch', price: 1_234_567, perKg: 48_213, change: { amount: 1_000, percent: 0.8 }, changedAt: null, stock: 'in_stock', ...over,
})
const table = (slug: string, ids: number[]): BoardTableData => ({ slug, title: slug, rows: ids.map((id) => row(id)) })

describe('the board’s pages', () => {
  const tables = [table('round', [1, 2, 3]), table('square', [4, 5]), table('angle', [6, 7, 8, 9])]
  const ids = (start: number, size: number) => pageOfTables(tables, start, size).map((t) => `${t.slug}:${t.rows.map((r) => r.id).join(',')}`)

  it('cut the rows in order, a category’s table running on to the next page under its own caption', () => {
    expect(ids(0, 4)).toEqual(['round:1,2,3', 'square:4'])
    expect(ids(4, 4)).toEqual(['square:5', 'angle:6,7,8'])
    expect(ids(8, 4)).toEqual(['angle:9'])
    expect(ids(12, 4)).toEqual([])
  })
})

const texts: DownloadTexts = {
  sheetName: 'Prices',
  title: 'Today’s prices — Azar 14, 1405 AP',
  basis: 'Prices are in toman, with 10 % value-added tax.',
  headers: Object.fromEntries(downloadColumns.map((c) => [c, `H:${c}`])) as DownloadTexts['headers'],
  unit: (u) => `unit:${u}`,
  stock: (s) => `stock:${s}`,
}

async function read(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer)
  return workbook.worksheets[0]!
}

describe('the board’s download', () => {
  it('links to the page’s own state, unpaged, in its language', () => {
    expect(boardDownloadPath('en', parseBoardQuery({ wall: '2.5', sort: 'price', page: '3' }))).toBe('/api/public/prices/xlsx?locale=en&wall=2.5&sort=price')
    expect(boardDownloadPath('fa', parseBoardQuery({}))).toBe('/api/public/prices/xlsx?locale=fa')
  })

  it('holds the date and the tax basis above the headers, prices as numbers, with tax when chosen', async () => {
    const rows = [table('round', [1]), { slug: 'square', title: '=HYPERLINK("x")', rows: [row(2, { title: '+98 tube', perKg: null, change: null })] }]
    const sheet = await read(await buildBoardWorkbook('fa', rows, { basis: 'in', percent: 10 }, texts))
    expect(sheet.name).toBe('Prices')
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 4 })
    expect(sheet.getCell('A1').value).toBe(texts.title)
    expect(sheet.getCell('A2').value).toBe(texts.basis)
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual(downloadColumns.map((c) => `H:${c}`))
    const first = sheet.getRow(5)
    // Tax on each figure as a one-line invoice would put it: half up to the toman; a ton taxed as a ton.
    expect([first.getCell(7).value, first.getCell(8).value, first.getCell(9).value]).toEqual([1_358_024, 53_034, 53_034_300])
    expect([first.getCell(3).value, first.getCell(4).value, first.getCell(6).value, first.getCell(10).value, first.getCell(11).value]).toEqual(['Ø60.3×2.5', 'EN 10219 · S235', 'unit:branch', 0.8, 'stock:in_stock'])
    // Text a spreadsheet could run as a formula stays text; a figure not known stays empty.
    const second = sheet.getRow(6)
    expect([second.getCell(1).value, second.getCell(2).value, second.getCell(8).value, second.getCell(10).value]).toEqual(["'+98 tube", `'=HYPERLINK("x")`, null, null])
  })

  it('is left to right in English, and without tax prices as the board lists them', async () => {
    const sheet = await read(await buildBoardWorkbook('en', [table('round', [1])], { basis: 'ex', percent: 10 }, texts))
    expect(sheet.views[0]?.rightToLeft).toBe(false)
    expect(sheet.getRow(5).getCell(7).value).toBe(1_234_567)
    expect(sheet.getRow(5).getCell(9).value).toBe(48_213_000)
  })
})
