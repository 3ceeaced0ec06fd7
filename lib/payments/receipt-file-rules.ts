const MB = 1024 * 1024

/** A receipt is one photo or scan: JPEG, PNG or PDF, at most 5 MB. */
export const receiptFileLimits = { bytes: 5 * MB, accept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf' } as const

export type ReceiptFileKind = 'jpeg' | 'png' | 'pdf'
/** Keys of payments.errors. */
export type ReceiptFileProblem = 'missing' | 'empty' | 'tooBig' | 'wrongType'

/** The browser's early word, by size and name only; the server reads the content (receipt-file.ts). */
export function receiptFileHint(file: { name: string; size: number }): ReceiptFileProblem | null {
  if (file.size === 0) return 'empty'
  if (file.size > receiptFileLimits.bytes) return 'tooBig'
  return /\.(jpe?g|png|pdf)$/i.test(file.name) ? null : 'wrongType'
}
