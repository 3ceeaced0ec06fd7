import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@/cms/payload-types'
import { siteDay } from '@/lib/dates/time-zone'
import type { SheetOutcome } from '@/lib/prices/sheet/import'
import { htmlBytes, makeZip } from '../fixtures/bundles'
import { testPayload } from './payload'
import { api, staffToken } from './rest'

let payload: Payload
let tokens: Record<'sales' | 'admin' | 'editor' | 'hr', string>
let tubes: Product[]

const made: number[] = []
beforeAll(async () => {
  payload = await testPayload()
  tokens = { sales: await staffToken('sales'), admin: await staffToken('admin'), editor: await staffToken('editor'), hr: await staffToken('hr') }
  const { docs } = await payload.find({ collection: 'categories', limit: 1, depth: 0 })
  tubes = []
  for (const [i, price] of [1_000_000, 2_000_000, 3_000_000].entries()) {
    const tube = await payload.create({
      collection: 'products',
      locale: 'fa',
      data: { title: `لوله آزمون قیمت ${i + 1}`, slug: `price-sheet-tube-${i}-${Date.now()}`, status: 'published', category: docs[0]!.id, price, unit: 'branch', stock: 'in_stock' },
      context: { skipRevalidate: true },
    })
    made.push(tube.id)
    tubes.push(tube)
  }
})

// Other files read the seeded catalogue: only this file's products change, and they go away.
afterAll(async () => {
  if (made.length) await payload.delete({ collection: 'products', where: { id: { in: made } } })
})

const priceOf = async (id: number) => (await payload.findByID({ collection: 'products', id, depth: 0 })).price
const importRecords = async (id: number) => (await payload.find({ collection: 'price-changes', where: { and: [{ product: { equals: id } }, { source: { equals: 'import' } }] }, pagination: false, depth: 0 })).docs

/** The price sheet as sales download it. */
async function downloaded(): Promise<ExcelJS.Workbook> {
  const response = await api('GET', '/products/price-sheet', { token: tokens.sales })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('spreadsheetml')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await response.arrayBuffer()) as ExcelJS.Buffer)
  return workbook
}

/** The downloaded sheet with the price column of some products retyped (by id), as staff would edit it. */
async function edited(prices: Record<number, ExcelJS.CellValue>, extraRows: ExcelJS.CellValue[][] = []): Promise<Buffer> {
  const workbook = await downloaded()
  const sheet = workbook.worksheets[0]!
  sheet.eachRow((row, n) => {
    const id = row.getCell(1).value as number
    if (n > 1 && id in prices) row.getCell(5).value = prices[id]!
  })
  for (const values of extraRows) sheet.addRow(values)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

async function send(step: 'preview' | 'apply', file: Buffer, query = '', token = tokens.sales): Promise<{ status: number; outcome: SheetOutcome }> {
  const response = await api('POST', `/products/price-sheet/${step}${query}`, { file, token })
  return { status: response.status, outcome: (await response.json()) as SheetOutcome }
}

const planOf = (outcome: SheetOutcome) => {
  if (outcome.status === 'refused') throw new Error(`refused: ${outcome.refusal.reason}`)
  return outcome
}

describe('the price sheet export', () => {
  it('gives sales every product with id, title, size, unit and price under headers in the admin language', async () => {
    const sheet = (await downloaded()).worksheets[0]!
    expect(sheet.name).toBe('قیمت‌ها')
    expect(sheet.getRow(1).values).toEqual([undefined, 'شناسه', 'محصول', 'اندازه (میلی‌متر)', 'واحد فروش', 'قیمت (تومان)'])
    const rows = new Map<number, unknown[]>()
    sheet.eachRow((row, n) => n > 1 && rows.set(row.getCell(1).value as number, (row.values as unknown[]).slice(1)))
    expect(rows.get(tubes[0]!.id)).toEqual([tubes[0]!.id, tubes[0]!.title, '', 'شاخه', 1_000_000])
    // The seed's products carry their sizes: a round tube reads Ø outside diameter × wall.
    expect([...rows.values()].some((r) => /^Ø\d+(\.\d+)?×\d+(\.\d+)?$/.test(String(r[2])))).toBe(true)
    const { totalDocs } = await payload.count({ collection: 'products' })
    expect(rows.size).toBe(totalDocs)
  })

  it('writes a title that looks like a formula as text, which the import reads back unharmed', async () => {
    const formula = '=HYPERLINK("https://evil.example/x","قیمت ویژه")'
    const { docs } = await payload.find({ collection: 'categories', limit: 1, depth: 0 })
    const tricky = await payload.create({
      collection: 'products',
      locale: 'fa',
      data: { title: formula, slug: `price-sheet-formula-${Date.now()}`, status: 'draft', category: docs[0]!.id, price: 5_000_000, unit: 'branch', stock: 'in_stock' },
      context: { skipRevalidate: true },
    })
    made.push(tricky.id)
    const sheet = (await downloaded()).worksheets[0]!
    let title: ExcelJS.CellValue = null
    sheet.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value === tricky.id) title = row.getCell(2).value
    })
    // A plain string cell (no formula object) that reads as text with its apostrophe.
    expect(title).toBe(`'${formula}`)

    const preview = planOf((await send('preview', await edited({ [tricky.id]: 5_100_000 }))).outcome)
    expect(preview.plan.changes.map((c) => [c.id, c.title, c.price])).toEqual([[tricky.id, formula, 5_100_000]])
  })

  it('comes in the staff member’s admin language, Persian unless they chose another, whatever the browser’s', async () => {
    const headersOf = async (headers: Record<string, string>) => {
      const response = await api('GET', '/products/price-sheet', { token: tokens.sales, headers })
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load((await response.arrayBuffer()) as ExcelJS.Buffer)
      const sheet = workbook.worksheets[0]!
      return [sheet.name, ...(sheet.getRow(1).values as unknown[]).slice(1)]
    }
    expect(await headersOf({ 'accept-language': 'en-US,en;q=0.9' })).toEqual(['قیمت‌ها', 'شناسه', 'محصول', 'اندازه (میلی‌متر)', 'واحد فروش', 'قیمت (تومان)'])
    expect(await headersOf({ 'accept-language': 'en-US', cookie: 'payload-lng=en' })).toEqual(['Prices', 'ID', 'Product', 'Size (mm)', 'Unit of sale', 'Price (toman)'])
    expect(await headersOf({ cookie: 'other=1; payload-lng=ar' })).toEqual(['الأسعار', 'المعرّف', 'المنتج', 'المقاس (مم)', 'وحدة البيع', 'السعر (تومان)'])
  })

  it('is for sales and admins only', async () => {
    expect((await api('GET', '/products/price-sheet')).status).toBe(401)
    expect((await api('GET', '/products/price-sheet', { token: tokens.editor })).status).toBe(403)
    expect((await api('GET', '/products/price-sheet', { token: tokens.hr })).status).toBe(403)
    expect((await api('GET', '/products/price-sheet', { token: tokens.admin })).status).toBe(200)
  })
})

describe('the price sheet import', () => {
  it('previews every change with old and new price and percent, and writes nothing', async () => {
    const [a, b] = tubes
    const file = await edited({ [a!.id]: 1_050_000, [b!.id]: '۱٬۹۰۰٬۰۰۰' })
    const { status, outcome } = await send('preview', file)
    expect(status).toBe(200)
    const preview = planOf(outcome)
    expect(preview.status).toBe('preview')
    expect(preview.plan.refusals).toEqual([])
    expect(preview.plan.changes).toEqual([
      expect.objectContaining({ id: a!.id, oldPrice: 1_000_000, price: 1_050_000, percent: 5, large: false }),
      expect.objectContaining({ id: b!.id, oldPrice: 2_000_000, price: 1_900_000, percent: -5, large: false }),
    ])
    expect(preview.plan.unchanged).toBeGreaterThan(50)
    expect(await priceOf(a!.id)).toBe(1_000_000)
    expect(await importRecords(a!.id)).toEqual([])
  })

  it('applies what was previewed in one go, each change recorded as an import by the staff member', async () => {
    const [a, b] = tubes
    const file = await edited({ [a!.id]: 1_100_000, [b!.id]: 2_100_000 })
    const preview = planOf((await send('preview', file)).outcome)
    const { status, outcome } = await send('apply', file, `?key=${preview.key}`)
    expect(status).toBe(200)
    expect(outcome.status).toBe('applied')
    expect(await priceOf(a!.id)).toBe(1_100_000)
    expect(await priceOf(b!.id)).toBe(2_100_000)
    const sales = (await payload.find({ collection: 'users', where: { email: { equals: 'sales@example.com' } }, limit: 1 })).docs[0]!
    expect(await importRecords(a!.id)).toMatchObject([{ oldPrice: 1_000_000, price: 1_100_000, changedBy: sales.id }])
    // The same file again changes nothing more.
    expect(planOf((await send('preview', file)).outcome).status).toBe('nothing')
  })

  it('refuses rows naming an unknown product, a price that is not a whole number, an empty price or a repeated product, and changes nothing', async () => {
    const [a, b, c] = tubes
    const before = await Promise.all(tubes.map((t) => priceOf(t.id)))
    const file = await edited({ [a!.id]: 'تماس بگیرید', [b!.id]: 2_500_000.5, [c!.id]: null }, [[999_999_999, 'ناشناخته', '', '', 10], [a!.id, 'دوباره', '', '', 10], ['abc', '', '', '', 10]])
    const { status, outcome } = await send('preview', file)
    expect(status).toBe(422)
    const plan = planOf(outcome)
    expect(plan.status).toBe('rowsRefused')
    const reasons = plan.plan.refusals.map((r) => [r.reason, r.value])
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['notWhole', 'تماس بگیرید'],
        ['notWhole', '2500000.5'],
        ['empty', undefined],
        ['unknownId', '999999999'],
        ['duplicate', String(a!.id)],
        ['badId', 'abc'],
      ]),
    )
    expect(plan.plan.refusals.every((r) => r.row > 1)).toBe(true)
    const applied = await send('apply', file, `?key=${plan.key}`)
    expect(applied.status).toBe(422)
    expect(await Promise.all(tubes.map((t) => priceOf(t.id)))).toEqual(before)
  })

  it('applies a change over the threshold only once it is confirmed, and only the previewed changes', async () => {
    const [, , c] = tubes
    const file = await edited({ [c!.id]: 4_000_000 })
    const preview = planOf((await send('preview', file)).outcome)
    expect(preview.plan.changes).toEqual([expect.objectContaining({ id: c!.id, percent: 33.3, large: true })])
    expect((await send('apply', file, `?key=${preview.key}`)).outcome.status).toBe('confirm')
    expect((await send('apply', file, '?key=not-the-preview&confirm=1')).outcome.status).toBe('stale')
    expect(await priceOf(c!.id)).toBe(3_000_000)
    expect((await send('apply', file, `?key=${preview.key}&confirm=1`)).outcome.status).toBe('applied')
    expect(await priceOf(c!.id)).toBe(4_000_000)
  })

  it('applies all or nothing: a database failure at the second product keeps the first one’s price', async () => {
    const [a, b] = tubes
    const before = await Promise.all([priceOf(a!.id), priceOf(b!.id)])
    const records = (await importRecords(a!.id)).length
    const file = await edited({ [a!.id]: before[0]! + 10_000, [b!.id]: before[1]! + 10_000 })
    const preview = planOf((await send('preview', file)).outcome)
    // The database refuses the second history record, as a full disk or a lost connection would.
    const create = payload.db.create
    let calls = 0
    payload.db.create = async (args) => {
      if (args.collection === 'price-changes' && ++calls === 2) throw new Error('disk full')
      return create.call(payload.db, args)
    }
    try {
      const { status, outcome } = await send('apply', file, `?key=${preview.key}`)
      expect(status).toBe(500)
      expect(outcome).toMatchObject({ status: 'failed', row: preview.plan.changes[1]!.row })
    } finally {
      payload.db.create = create
    }
    expect(await Promise.all([priceOf(a!.id), priceOf(b!.id)])).toEqual(before)
    expect(await importRecords(a!.id)).toHaveLength(records)
  })

  it('leaves a product as saving it would: per-kg price, sort keys and the day’s comparison', async () => {
    // A seeded product sold by the branch, whose weight is known.
    const { docs } = await payload.find({ collection: 'products', where: { and: [{ unit: { equals: 'branch' } }, { kgPerUnit: { exists: true } }] }, limit: 1, depth: 0, sort: 'id' })
    const product = docs[0]!
    try {
      const raised = product.price + 7_000
      const file = await edited({ [product.id]: raised })
      const preview = planOf((await send('preview', file)).outcome)
      expect((await send('apply', file, `?key=${preview.key}`)).outcome.status).toBe('applied')
      const imported = await payload.findByID({ collection: 'products', id: product.id, depth: 0 })
      // Compared with the day before: a product already changed today keeps that day's earlier price.
      const changedToday = product.priceChangedAt !== null && product.priceChangedAt !== undefined && siteDay(product.priceChangedAt) === siteDay(new Date())
      expect(imported).toMatchObject({ price: raised, previousPrice: changedToday ? product.previousPrice : product.price })
      expect(imported.pricePerKg).toBe(Math.round(raised / product.kgPerUnit!))
      expect(Date.now() - Date.parse(imported.priceChangedAt!)).toBeLessThan(60_000)
      // Saving it again derives every field anew: none of them moves.
      const saved = await payload.update({ collection: 'products', id: product.id, data: { price: raised }, depth: 0, context: { skipRevalidate: true } })
      for (const field of ['pricePerKg', 'kgPerUnit', 'cheapestKey', 'mostExpensiveKey', 'previousPrice', 'priceChangedAt'] as const) expect(saved[field], field).toEqual(imported[field])
    } finally {
      await payload.update({ collection: 'products', id: product.id, data: { price: product.price }, context: { skipRevalidate: true } })
    }
  })

  it('is refused to every role but sales and admin', async () => {
    const file = await edited({ [tubes[0]!.id]: 1 })
    expect((await send('preview', file, '', tokens.editor)).status).toBe(403)
    expect((await send('apply', file, '', tokens.hr)).status).toBe(403)
    const anonymous = await api('POST', '/products/price-sheet/apply', { file })
    expect(anonymous.status).toBe(401)
  })
})

describe('a price sheet that is not one', () => {
  const refusal = async (file: Buffer) => {
    const { status, outcome } = await send('preview', file)
    expect(status === 422 || status === 413).toBe(true)
    return outcome.status === 'refused' ? outcome.refusal : outcome.status
  }

  it('names the reason: wrong sheet, missing columns, renamed HTML, too big, zip bomb', async () => {
    const other = new ExcelJS.Workbook()
    other.addWorksheet('Sheet1').addRow(['شناسه', 'قیمت (تومان)'])
    expect(await refusal(Buffer.from(await other.xlsx.writeBuffer()))).toEqual({ reason: 'wrongSheet' })

    const noPrice = new ExcelJS.Workbook()
    noPrice.addWorksheet('Prices').addRows([['ID', 'Product'], [tubes[0]!.id, 'x']])
    expect(await refusal(Buffer.from(await noPrice.xlsx.writeBuffer()))).toEqual({ reason: 'missingColumns', columns: ['price'] })

    expect(await refusal(htmlBytes())).toEqual({ reason: 'notXlsx' })
    expect(await refusal(Buffer.alloc(20 * 1024 * 1024, 0x50))).toEqual({ reason: 'tooBig', size: 5 * 1024 * 1024 })

    // 64 MB of zeros packed into some 60 KB, dressed as a workbook.
    const bomb = await makeZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.xml', data: '<workbook/>' }, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024) }])
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(await refusal(bomb)).toEqual({ reason: 'unsafe', zip: 'bomb' })
  })
})
