'use server'

import { invalid, type ActionResult } from '@/lib/action-result'
import { getViewer } from '@/lib/auth/viewer'
import { saveBuyer } from '@/lib/orders/buyer'
import { buyerSchema } from '@/lib/orders/buyer-schema'
import { getPayloadClient } from '@/lib/payload'

/** The signed-in customer's legal details for their proforma invoices, checked by the same rules as at checkout. */
export async function saveBuyerAction(input: unknown): Promise<ActionResult> {
  const viewer = await getViewer()
  if (viewer?.kind !== 'customer') return { ok: false, error: 'signedOut' }
  const parsed = buyerSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  await saveBuyer(await getPayloadClient(), viewer, parsed.data)
  return { ok: true }
}
