import { getViewer } from '@/lib/auth/viewer'
import { answeringUnavailable } from '@/lib/db/unavailable-response'
import { receiptFileLimits } from '@/lib/payments/receipt-file-rules'
import { submitReceipt } from '@/lib/payments/receipts'
import { getPayloadClient } from '@/lib/payload'
import { parseId } from '@/lib/site/params'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }
const json = (body: unknown, status: number) => Response.json(body, { status, headers: noStore })

/** Room for the three typed fields beside the file in one multipart body. */
const fieldsAllowance = 64 * 1024

/**
 * A customer's transfer receipt for their order: multipart `amount`, `trackingNumber`,
 * `transferDate` (Jalali) and `file`. 201 {id} · 400 {fieldErrors?, file?, error?} · 404 (not signed
 * in, or not their order: the same answer as a missing one) · 411 · 413 · 429.
 */
async function post(request: Request, { params }: { params: Promise<{ orderId: string }> }) {
  const orderId = parseId((await params).orderId)
  if (orderId === null) return json({ error: 'notFound' }, 404)
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (!Number.isFinite(declared)) return json({ error: 'lengthRequired' }, 411)
  if (declared > receiptFileLimits.bytes + fieldsAllowance) return json({ file: 'tooBig' }, 413)
  const viewer = await getViewer(request.headers)
  if (viewer?.kind !== 'customer') return json({ error: 'notFound' }, 404)
  let body: FormData
  try {
    body = await request.formData()
  } catch {
    return json({ error: 'generic' }, 400)
  }
  const field = (name: string) => {
    const value = body.get(name)
    return typeof value === 'string' ? value.slice(0, 200) : ''
  }
  const upload = body.get('file')
  const file = upload instanceof Blob ? Buffer.from(await upload.arrayBuffer()) : null
  const result = await submitReceipt(await getPayloadClient(), viewer, orderId, { data: { amount: field('amount'), trackingNumber: field('trackingNumber'), transferDate: field('transferDate') }, file })
  if (result.ok) return json({ id: result.id }, 201)
  if (result.status === 404) return json({ error: 'notFound' }, 404)
  return json({ fieldErrors: result.fieldErrors, file: result.file, error: result.error, params: result.params }, result.status)
}

export const POST = answeringUnavailable(post)
