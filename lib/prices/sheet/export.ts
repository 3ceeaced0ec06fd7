import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import type { Locale } from '@/lib/i18n/config'
import { cellText } from '@/lib/files/spreadsheet-text'
import { saleUnitLabels } from '@/lib/orders/units'
import { sizeOf, specValuesOf } from '../board-size'
import { sheetColumns, sheetHeaders, sheetNames, type SheetColumn } from './layout'
import { addPriceWorksheet, sizeText } from './worksheet'

const widths: Record<SheetColumn, number> = { id: 10, title: 48, size: 18, unit: 14, price: 18 }

/**
 * Every product's current price (drafts too: staff price them before publishing) as an XLSX in the
 * staff member's language, in the catalogue's order, ready to be edited and imported back.
 * Acts for staff: the caller has checked the role.
 */
export async function buildPriceSheet(payload: Payload, locale: Locale): Promise<Buffer> {
  const [{ docs: attributes }, { docs: products }] = await Promise.all([
    payload.find({ collection: 'spec-attributes', pagination: false, depth: 0, select: { key: true }, overrideAccess: true }),
    payload.find({ collection: 'products', locale, sort: 'id', pagination: false, depth: 0, select: { title: true, specs: true, unit: true, price: true }, overrideAccess: true }),
  ])
  const keyOf = new Map(attributes.map((a) => [a.id, a.key]))

  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'price sheet'
  workbook.created = new Date()
  const sheet = addPriceWorksheet(workbook, locale, sheetNames[locale], sheetColumns.map((key) => ({ key, header: sheetHeaders[locale][key], width: widths[key], money: key === 'price' })))
  for (const p of products) {
    // Text written as text: a title staff typed as `=…` is no formula in anyone's spreadsheet.
    sheet.addRow({ id: p.id, title: cellText(p.title), size: cellText(sizeText(sizeOf(specValuesOf(p.specs, keyOf)))), unit: cellText(saleUnitLabels[p.unit][locale]), price: p.price })
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
