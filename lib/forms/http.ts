import type { Payload } from 'payload'
import type { z } from 'zod'
import { toLocale } from '@/lib/i18n/config'
import { bundleLimits } from './bundle'
import { receiveSubmission, type LongForm } from './submit'

const noStore = { 'Cache-Control': 'no-store' }
const json = (body: unknown, status: number) => Response.json(body, { status, headers: noStore })

/** Room for the answers beside the zip in one multipart body. */
const answersAllowance = 512 * 1024

/**
 * A long form's POST: multipart with `answers` (JSON) and `documents` (the zip). Oversized bodies are
 * refused before they are read; everything else goes through the form's checks and store.
 * 201 {reference} · 400 {fieldErrors?, problems?} · 411 · 413 · 429 {error, params}.
 */
export async function handleLongFormPost<S extends z.ZodType>(request: Request, payload: Payload, form: LongForm<S>, ip: string, owner?: number): Promise<Response> {
  // The size is known before anything is read: browsers always declare it for a form upload.
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (!Number.isFinite(declared)) return json({ error: 'lengthRequired' }, 411)
  if (declared > bundleLimits.bundleBytes + answersAllowance) return json({ error: 'tooLarge' }, 413)
  let body: FormData
  try {
    body = await request.formData()
  } catch {
    return json({ problems: [{ reason: 'corrupt' }] }, 400)
  }
  const rawLocale = new URL(request.url).searchParams.get('locale')
  const answers = body.get('answers')
  const documents = body.get('documents')
  let data: unknown
  try {
    data = typeof answers === 'string' && answers.length <= answersAllowance ? JSON.parse(answers) : null
  } catch {
    data = null
  }
  const bundle = documents instanceof Blob ? Buffer.from(await documents.arrayBuffer()) : null
  if (bundle && bundle.length > bundleLimits.bundleBytes) return json({ error: 'tooLarge' }, 413)
  const result = await receiveSubmission(payload, form, { data, bundle, ip, locale: toLocale(rawLocale), owner })
  if (result.ok) return json({ reference: result.reference }, 201)
  const { status, ...rest } = result
  return json(rest, status)
}
