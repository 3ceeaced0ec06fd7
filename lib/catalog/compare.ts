import type { ProductDetail } from './product'

export const MAX_COMPARE = 4

/** `?ids=3,8,12` → up to four distinct positive ids, in the order given. */
export function parseCompareIds(raw: string | string[] | undefined): number[] {
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '')
  const ids = text.split(',').map((s) => s.trim()).filter((s) => /^[1-9]\d{0,9}$/.test(s)).map(Number)
  return [...new Set(ids)].slice(0, MAX_COMPARE)
}

export type CompareCell = { value: string; numeric?: number } | null
export type CompareRow = { key: string; name: string; unit?: string; values: CompareCell[]; differs: boolean }

/** One row per specification any of the products has, marking rows whose values differ. */
export function compareRows(products: Pick<ProductDetail, 'specs'>[]): CompareRow[] {
  const order: { key: string; name: string; unit?: string }[] = []
  for (const p of products) for (const s of p.specs) if (!order.some((o) => o.key === s.key)) order.push({ key: s.key, name: s.name, unit: s.unit })
  return order.map((o) => {
    const values: CompareCell[] = products.map((p) => {
      const s = p.specs.find((x) => x.key === o.key)
      return s ? { value: s.value, numeric: s.numeric } : null
    })
    return { ...o, values, differs: new Set(values.map((v) => v?.value ?? null)).size > 1 }
  })
}
