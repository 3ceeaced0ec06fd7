import { MAX_PRICE } from '@/lib/catalog/query-params'
import { toLatinDigits } from '@/lib/catalog/normalize'

/**
 * "۱٬۲۵۰٬۰۰۰" or "1,250,000" as a whole, positive number of toman within the catalogue's ceiling;
 * anything else (words, decimals, zero, a minus sign) is not one.
 */
export function parseWholeToman(raw: string): number | null {
  const text = toLatinDigits(raw.trim()).replace(/[,\u066C\s]/g, '')
  if (!/^\d+$/.test(text)) return null
  const n = Number(text)
  return n >= 1 && n <= MAX_PRICE ? n : null
}
