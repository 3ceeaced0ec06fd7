/**
 * Where an order stands with its money, apart from its production stage: nothing sent, a receipt
 * waiting for the sales office, part of the payable amount confirmed, or all of it.
 */
export const paymentStates = ['unpaid', 'receipt_sent', 'partially_paid', 'paid'] as const
export type PaymentState = (typeof paymentStates)[number]

export const receiptStatuses = ['pending', 'confirmed', 'rejected'] as const
export type ReceiptStatus = (typeof receiptStatuses)[number]

/**
 * The state from the receipts: paid once the confirmed amounts reach the payable total; otherwise a
 * receipt still waiting says "receipt sent" (the customer's next step is to wait), then "partially
 * paid" when some is confirmed. Rejected receipts count for nothing.
 */
export function paymentStateOf(payable: number, receipts: readonly { amount: number; status: ReceiptStatus | null | undefined }[]): { state: PaymentState; paid: number } {
  const paid = receipts.filter((r) => r.status === 'confirmed').reduce((sum, r) => sum + r.amount, 0)
  if (paid > 0 && paid >= payable) return { state: 'paid', paid }
  if (receipts.some((r) => r.status === 'pending')) return { state: 'receipt_sent', paid }
  return { state: paid > 0 ? 'partially_paid' : 'unpaid', paid }
}
