import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { columnOfHeader, sheetHeaders, sheetNames } from '@/lib/prices/sheet/layout'
import { planPriceImport, type CurrentPrice } from '@/lib/prices/sheet/plan'
import { readPriceSheet } from '@/lib/prices/sheet/read'
import { makeZip } from '../fixtures/bundles'

const current = new Map<number, CurrentPrice>([
  [1, { id: 1, title: 'Round 21.3', unit: 'branch', price: 200_000 }],
  [2, { id: 2, title: 'Square 40', unit: 'branch', price: 1_000_000 }],
  [3, { id: 3, title: 'Sheet', unit: 'kg', price: 0 }],
])

describe('planning a price import', () => {
  it('lists each change with its percent, one decimal, flagging those over the threshold (and any change from 0)', () => {
    const plan = planPriceImport(
      [
        { row: 2, id: 1, price: 230_001 },
        { row: 3, id: '2', price: 1_010_000 },
        { row: 4, id: 3, price: 50_000 },
      ],
      current,
      15,
    )
    expect(plan.changes.map((c) => [c.row, c.id, c.oldPrice, c.price, c.percent, c.large])).toEqual([
      [2, 1, 200_000, 230_001, 15, false],
      [3, 2, 1_000_000, 1_010_000, 1, false],
      [4, 3, 0, 50_000, null, true],
    ])
    expect(planPriceImport([{ row: 2, id: 1, price: 230_200 }], current, 15).changes[0]).toMatchObject({ percent: 15.1, large: true })
    expect(planPriceImport([{ row: 2, id: 1, price: 160_000 }], current, 15).changes[0]).toMatchObject({ percent: -20, large: true })
  })

  it('reads prices typed as text in Persian or Arabic digits with separators; refuses decimals, words, zero and signs', () => {
    const rows = [
      { row: 2, id: 1, price: '۲۱۰٬۰۰۰' },
      { row: 3, id: 2, price: '١٬٠٥٠٬٠٠٠' },
    ]
    expect(planPriceImport(rows, current, 15).changes.map((c) => c.price)).toEqual([210_000, 1_050_000])
    for (const price of [210_000.5, '210000.5', 'call us', 0, -5, '-5', '1e6']) {
      expect(planPriceImport([{ row: 9, id: 1, price }], current, 15).refusals).toEqual([{ row: 9, reason: 'notWhole', value: String(price) }])
    }
  })

  it('counts rows at their current price as unchanged, and refuses bad and unknown ids, empty prices and repeats', () => {
    const plan = planPriceImport(
      [
        { row: 2, id: 1, price: 200_000 },
        { row: 3, id: 'x1', price: 5 },
        { row: 4, id: 99, price: 5 },
        { row: 5, id: 2, price: null },
        { row: 6, id: 1, price: 300_000 },
        { row: 7, id: 1.5, price: 300_000 },
      ],
      current,
      15,
    )
    expect(plan.unchanged).toBe(1)
    expect(plan.changes).toEqual([])
    expect(plan.refusals).toEqual([
      { row: 3, reason: 'badId', value: 'x1' },
      { row: 4, reason: 'unknownId', value: '99' },
      { row: 5, reason: 'empty' },
      { row: 6, reason: 'duplicate', value: '1', firstRow: 2 },
      { row: 7, reason: 'badId', value: '1.5' },
    ])
  })
})

describe('reading a price sheet', () => {
  async function workbook(name: string, rows: ExcelJS.CellValue[][]) {
    const book = new ExcelJS.Workbook()
    book.addWorksheet(name).addRows(rows)
    return Buffer.from(await book.xlsx.writeBuffer())
  }

  it('finds the columns by their header in any of the three languages, in any order, and skips blank rows', async () => {
    expect(columnOfHeader(' قیمت  (تومان) ')).toBe('price')
    expect(columnOfHeader('PRICE (TOMAN)')).toBe('price')
    expect(columnOfHeader(sheetHeaders.ar.id)).toBe('id')
    const file = await workbook(sheetNames.ar, [
      [sheetHeaders.en.price, 'note', sheetHeaders.fa.id],
      [{ formula: '200000+10000', result: 210_000 }, 'x', 1],
      [null, null, null],
      [{ richText: [{ text: '۳۰۰' }, { text: '٬۰۰۰' }] }, '', 2],
    ])
    expect(await readPriceSheet(file)).toEqual({
      ok: true,
      rows: [
        { row: 2, id: 1, price: 210_000 },
        { row: 4, id: 2, price: '۳۰۰٬۰۰۰' },
      ],
    })
  })

  it('refuses another workbook, a sheet without the needed columns, an empty sheet and what is no workbook at all', async () => {
    expect(await readPriceSheet(await workbook('Sheet1', [['ID', 'Price (toman)']]))).toEqual({ ok: false, refusal: { reason: 'wrongSheet' } })
    expect(await readPriceSheet(await workbook('Prices', [['Product', 'Size (mm)']]))).toEqual({ ok: false, refusal: { reason: 'missingColumns', columns: ['id', 'price'] } })
    expect(await readPriceSheet(await workbook('Prices', [['ID', 'Price (toman)']]))).toEqual({ ok: false, refusal: { reason: 'noRows' } })
    expect(await readPriceSheet(Buffer.from('id,price\n1,200000\n'))).toEqual({ ok: false, refusal: { reason: 'notXlsx' } })
    // A zip that is not a workbook.
    expect(await readPriceSheet(await makeZip([{ name: 'readme.txt', data: 'hello' }]))).toEqual({ ok: false, refusal: { reason: 'notXlsx' } })
  })
})
