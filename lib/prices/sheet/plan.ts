import type { SaleUnit } from '@/lib/orders/units'
import { parseWholeToman } from '../whole-toman'
import type { SheetCell, SheetRow } from './read'

export type CurrentPrice = { id: number; title: string; unit: SaleUnit; price: number }

export type PlannedChange = {
  row: number
  id: number
  title: string
  unit: SaleUnit
  oldPrice: number
  price: number
  /** Change in percent of the old price, one decimal; null when the old price was 0. */
  percent: number | null
  /** Over the confirmation threshold: applied only once staff confirm it. */
  large: boolean
}

/** Why one row is turned away (keys of the admin's priceSheet translations). */
export type RowRefusal = {
  row: number
  reason: 'badId' | 'unknownId' | 'duplicate' | 'notWhole' | 'empty'
  /** The cell as it was typed, to show beside the reason. */
  value?: string
  /** For a duplicate: the row that named the product first. */
  firstRow?: number
}

export type ImportPlan = { changes: PlannedChange[]; refusals: RowRefusal[]; unchanged: number }

const shown = (cell: SheetCell) => (cell === null ? undefined : String(cell))

function idOf(cell: SheetCell): number | null {
  const text = typeof cell === 'number' ? String(cell) : (cell ?? '').trim()
  return /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null
}

/** A price cell as whole toman: a number the sheet holds, or digits typed as text (Persian digits and separators allowed). */
function priceOf(cell: SheetCell): number | null {
  if (typeof cell === 'number') return parseWholeToman(Number.isInteger(cell) ? String(cell) : 'x')
  return parseWholeToman(cell ?? '')
}

const percentOf = (oldPrice: number, price: number) => (oldPrice === 0 ? null : Math.round(((price - oldPrice) / oldPrice) * 1000) / 10)

/**
 * What importing these rows would do to these prices: each change with its size, each refused row
 * with its reason, and how many rows left their price as it was. Pure, so the preview and the
 * import (inside its transaction) compute exactly the same plan.
 */
export function planPriceImport(rows: readonly SheetRow[], current: ReadonlyMap<number, CurrentPrice>, thresholdPercent: number): ImportPlan {
  const changes: PlannedChange[] = []
  const refusals: RowRefusal[] = []
  const seen = new Map<number, number>()
  let unchanged = 0
  for (const { row, id: idCell, price: priceCell } of rows) {
    const id = idOf(idCell)
    if (id === null) {
      refusals.push({ row, reason: 'badId', value: shown(idCell) })
      continue
    }
    const firstRow = seen.get(id)
    if (firstRow !== undefined) {
      refusals.push({ row, reason: 'duplicate', value: String(id), firstRow })
      continue
    }
    seen.set(id, row)
    const product = current.get(id)
    if (!product) {
      refusals.push({ row, reason: 'unknownId', value: String(id) })
      continue
    }
    if (priceCell === null) {
      refusals.push({ row, reason: 'empty' })
      continue
    }
    const price = priceOf(priceCell)
    if (price === null) {
      refusals.push({ row, reason: 'notWhole', value: shown(priceCell) })
      continue
    }
    if (price === product.price) {
      unchanged += 1
      continue
    }
    const percent = percentOf(product.price, price)
    changes.push({ row, id, title: product.title, unit: product.unit, oldPrice: product.price, price, percent, large: percent === null || Math.abs(percent) > thresholdPercent })
  }
  return { changes, refusals, unchanged }
}
