import type { Payload } from 'payload'
import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/config'
import { notifyStaff } from '@/lib/mail/staff-notices'
import { ipRetryIn } from '@/lib/security/ip-rate'
import { keyedHash } from '@/lib/security/keyed-hash'
import { storeWithPrivateFile } from '@/lib/storage/private-file-record'
import type { BundleProblem, BundleSlot } from './bundle'
import { inspectBundle, type BundleFile } from './inspect-bundle'
import { newReference } from './reference'

/** Forms per sender address per hour, counted in the database so it holds across instances. */
const submissionRate = { perIp: 5, windowSeconds: 3600 } as const

export type LongForm<S extends z.ZodType> = {
  kind: 'supplier' | 'job' | 'rfq'
  collection: 'supplier-applications' | 'job-applications' | 'quote-requests'
  schema: S
  slots: readonly BundleSlot<z.output<S>>[]
  referencePrefix: string
  /** The status a new record starts in ('new' unless the form says otherwise). */
  initialStatus?: string
  /** The answers as the collection stores them, when that differs from the schema's output. */
  record?: (answers: z.output<S>, payload: Payload, locale: Locale) => Promise<Record<string, unknown>>
}

export type SubmissionResult =
  | { ok: true; reference: string }
  | { ok: false; status: 400 | 429; fieldErrors?: Record<string, string>; problems?: BundleProblem[]; error?: 'rateLimited'; params?: Record<string, number> }

/** Field errors keyed by their full path (`addresses.headOffice.postalCode`), the first per field. */
function pathErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) out[issue.path.join('.') || 'form'] ??= issue.message
  return out
}

/**
 * The server side of a long form: the shared schema, then the documents zip against the form's slots,
 * then the hourly limit, then the record and its file stored together or not at all.
 */
export async function receiveSubmission<S extends z.ZodType>(
  payload: Payload,
  form: LongForm<S>,
  { data, bundle, ip, locale, now = new Date(), owner }: { data: unknown; bundle: Buffer | null; ip: string; locale: Locale; now?: Date; owner?: number },
): Promise<SubmissionResult> {
  const parsed = form.schema.safeParse(data)
  const answers = parsed.success ? parsed.data : null
  // Documents are checked even when answers are wrong, so the visitor hears about everything at once
  // (which slots apply is then judged on the answers as sent).
  const inspection = bundle
    ? await inspectBundle(bundle, form.slots, (answers ?? data ?? {}) as z.output<S>)
    : { ok: false as const, problems: [{ reason: 'corrupt' as const }] }
  if (!parsed.success || !inspection.ok) {
    return {
      ok: false,
      status: 400,
      ...(parsed.success ? {} : { fieldErrors: pathErrors(parsed.error) }),
      ...(inspection.ok ? {} : { problems: inspection.problems }),
    }
  }
  const ipHash = keyedHash(payload, `${form.kind}-form-ip`, ip)
  const retryIn = await ipRetryIn(payload, form.collection, ipHash, submissionRate, now)
  if (retryIn > 0) return { ok: false, status: 429, error: 'rateLimited', params: { minutes: Math.ceil(retryIn / 60) } }
  let stored = answers as Record<string, unknown>
  if (form.record) {
    try {
      stored = await form.record(answers as z.output<S>, payload, locale)
    } catch (error) {
      if (error instanceof RecordRefused) return { ok: false, status: 400, fieldErrors: error.fieldErrors }
      throw error
    }
  }
  const { reference, id } = await store(payload, form, { answers: owner ? { ...stored, customer: owner } : stored, bundle: bundle!, files: inspection.files, ipHash, locale })
  // The office hears of it by e-mail; a mail server that is down never loses the submission.
  const notice = { kind: noticeKind[form.kind], applicationId: id, reference } as const
  void notifyStaff(payload, notice).catch((error: unknown) => payload.logger.warn({ err: error, msg: 'staff e-mail failed' }))
  return { ok: true, reference }
}

/** Answers that pass the schema but not the database (a product no longer sold): field errors, nothing stored. */
export class RecordRefused extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('submission refused')
  }
}

const noticeKind = { supplier: 'newSupplier', job: 'newApplication', rfq: 'newRfq' } as const

/**
 * The submission and its zip of documents, stored together or not at all.
 */
export async function store(
  payload: Payload,
  form: Pick<LongForm<z.ZodType>, 'kind' | 'collection' | 'referencePrefix' | 'initialStatus'>,
  { answers, bundle, files, ipHash, locale }: { answers: Record<string, unknown>; bundle: Buffer; files: BundleFile[]; ipHash: string; locale: Locale },
): Promise<{ reference: string; id: number }> {
  const reference = newReference(form.referencePrefix)
  const filename = `${reference}.zip`
  const id = await storeWithPrivateFile(payload, { kind: form.kind, reference, filename, mimetype: 'application/zip', data: bundle }, async (fileId, req) => {
    const submission = await payload.create({
      collection: form.collection,
      data: { ...blanksAsNull(answers), reference, status: form.initialStatus ?? 'new', locale, ipHash, bundle: fileId, files: files.map(({ slot, name, size, width, height }) => ({ slot, name, size, width, height })) } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
    return submission.id
  })
  return { reference, id }
}

/** Fields that did not apply are stored empty (a choice list refuses an empty string). */
function blanksAsNull(value: Record<string, unknown>): Record<string, unknown> {
  const walk = (v: unknown): unknown => {
    if (v === '') return null
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  return walk(value) as Record<string, unknown>
}
