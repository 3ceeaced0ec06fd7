'use server'

import type { ActionResult } from '@/lib/action-result'
import { clientIp } from '@/lib/security/client-ip'
import { handleConsultation } from '@/lib/consultation/requests'
import { toLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'

/** The consultation request form's submit, for the visitor's address and language. */
export async function consultationAction(rawLocale: string, input: unknown): Promise<ActionResult> {
  const payload = await getPayloadClient()
  return handleConsultation(payload, input, { ip: await clientIp(), locale: toLocale(rawLocale) })
}
