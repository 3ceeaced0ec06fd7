import type { Locale } from '@/lib/i18n/config'
import type { ZipLimits } from '@/lib/files/zip-entries'

/** The price sheet's columns, in order. Only the id and the price are read back; the rest help staff find the row. */
export const sheetColumns = ['id', 'title', 'size', 'unit', 'price'] as const
export type SheetColumn = (typeof sheetColumns)[number]
export const requiredColumns: readonly SheetColumn[] = ['id', 'price']

/** Headers in the staff member's language; an import recognises any of the three. */
export const sheetHeaders: Record<Locale, Record<SheetColumn, string>> = {
  fa: { id: 'شناسه', title: 'محصول', size: 'اندازه (میلی‌متر)', unit: 'واحد فروش', price: 'قیمت (تومان)' },
  en: { id: 'ID', title: 'Product', size: 'Size (mm)', unit: 'Unit of sale', price: 'Price (toman)' },
  ar: { id: 'المعرّف', title: 'المنتج', size: 'المقاس (مم)', unit: 'وحدة البيع', price: 'السعر (تومان)' },
}

/** The worksheet that holds the prices; a workbook without one of these names is the wrong file. */
export const sheetNames: Record<Locale, string> = { fa: 'قیمت‌ها', en: 'Prices', ar: 'الأسعار' }

const MB = 1024 * 1024

export const sheetLimits = {
  /** The file as uploaded: the whole catalogue (10,000 products) exports to well under 1 MB. */
  fileBytes: 5 * MB,
  /** Rows read from the sheet, the header aside. */
  rows: 20_000,
  /** An XLSX is a zip: the same bounds as any uploaded zip, sized for spreadsheets. */
  zip: { entries: 200, uncompressedBytes: 60 * MB, fileBytes: 50 * MB, ratio: 100, ratioFloorBytes: 1 * MB, nameLength: 200 } satisfies ZipLimits,
} as const

/** A change bigger than this (either way, in percent of the current price) must be confirmed before it is applied. */
export const confirmAbovePercent = 15

/** Text as staff may have retyped it: no case, no spacing or zero-width differences. */
export const headerKey = (text: string) => text.replace(/[\u200c\u200f\u200e]/g, '').replace(/\s+/g, ' ').trim().toLowerCase()

const headerColumns = new Map<string, SheetColumn>(
  sheetColumns.flatMap((column) => [headerKey(column), ...Object.values(sheetHeaders).map((h) => headerKey(h[column]))].map((text) => [text, column] as const)),
)

/** The column a header cell names, in any of the three languages (or by its key), or null. */
export const columnOfHeader = (text: string): SheetColumn | null => headerColumns.get(headerKey(text)) ?? null

const names = new Set(Object.values(sheetNames).map(headerKey))
export const isPriceSheetName = (name: string) => names.has(headerKey(name))
