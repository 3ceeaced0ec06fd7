'use server'

import { revalidatePath } from 'next/cache'
import { invalid, type ActionResult } from '@/lib/action-result'
import { getViewer } from '@/lib/auth/viewer'
import { toLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { alertSchema } from '@/lib/prices/alert-schema'
import { removePriceAlert, setPriceAlert } from '@/lib/prices/alerts'

const signedOut = { ok: false, error: 'signedOut' } as const

/** Sets the signed-in customer's alert on a product; the texts will be in the page's language. */
export async function setPriceAlertAction(rawLocale: string, input: unknown): Promise<ActionResult> {
  const viewer = await getViewer()
  if (viewer?.kind !== 'customer') return signedOut
  const parsed = alertSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const result = await setPriceAlert(await getPayloadClient(), viewer, parsed.data, toLocale(rawLocale))
  return result === 'ok' ? { ok: true } : { ok: false, error: 'product' }
}

/** Removes one of the signed-in customer's alerts (another's id removes nothing). */
export async function removePriceAlertAction(formData: FormData): Promise<void> {
  const viewer = await getViewer()
  const id = Number(formData.get('id'))
  if (viewer?.kind !== 'customer' || !Number.isSafeInteger(id) || id <= 0) return
  await removePriceAlert(await getPayloadClient(), viewer, id)
  revalidatePath('/[locale]/profile', 'page')
}
