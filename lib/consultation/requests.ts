import type { Payload } from 'payload'
import type { Locale } from '@/lib/i18n/config'
import { ipRetryIn } from '@/lib/security/ip-rate'
import { keyedHash } from '@/lib/security/keyed-hash'
import { consultationRate } from './rules'
import { invalid, type ActionResult } from '@/lib/action-result'
import { consultationSchema, type ConsultationData } from './schema'

export type SubmitResult = { ok: true; id: number } | { ok: false; reason: 'rate-limited'; retryIn: number }


/**
 * Saves a validated request unless this address has sent too many lately. The count lives in the
 * database, so it holds across server instances and restarts.
 */
async function submitConsultation(
  payload: Payload,
  data: ConsultationData,
  { ip, locale, now = new Date() }: { ip: string; locale: Locale; now?: Date },
): Promise<SubmitResult> {
  const hash = keyedHash(payload, 'consultation-ip', ip)
  const retryIn = await ipRetryIn(payload, 'consultation-requests', hash, consultationRate, now)
  if (retryIn > 0) return { ok: false, reason: 'rate-limited', retryIn }
  // Visitors may not create through the API (collection access); this server code does, for them,
  // with exactly the validated fields and a fresh status.
  const doc = await payload.create({
    collection: 'consultation-requests',
    data: { ...data, status: 'new', locale, ipHash: hash },
    overrideAccess: true,
  })
  return { ok: true, id: doc.id }
}

/**
 * The whole server side of the form: the shared schema first (so the server rejects exactly what the
 * browser would), then the per-IP limit, then the save. Error keys are messages in consultation.errors.
 */
export async function handleConsultation(payload: Payload, input: unknown, ctx: { ip: string; locale: Locale; now?: Date }): Promise<ActionResult> {
  const parsed = consultationSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const result = await submitConsultation(payload, parsed.data, ctx)
  if (!result.ok) return { ok: false, error: 'rateLimited', params: { minutes: Math.ceil(result.retryIn / 60) } }
  return { ok: true }
}
