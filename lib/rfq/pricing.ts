import type { RfqUnit } from './states'

const DAY = 24 * 60 * 60 * 1000

/** Kilograms a line asks for, where they are known: tonnes and kilograms always, branches from the weight of one. */
export function lineKilograms(quantity: number, unit: RfqUnit, kgPerBranch: number | null): number | null {
  if (unit === 'kg') return quantity
  if (unit === 'ton') return quantity * 1000
  return kgPerBranch ? quantity * kgPerBranch : null
}

/** The moment a quote sent at `quotedAt` and open for `days` days stops being open. */
export const validUntilOf = (quotedAt: Date, days: number): Date => new Date(quotedAt.getTime() + days * DAY)

/** Whether a quote is past its last moment (a quote with no end date is not open at all). */
export const isPastValidity = (validUntil: string | Date | null | undefined, now = new Date()): boolean =>
  !validUntil || new Date(validUntil).getTime() <= now.getTime()
