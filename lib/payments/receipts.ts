import type { Payload } from 'payload'
import { metrics } from '@/lib/ops/registry.mjs'
import { requestLog } from '@/lib/ops/request-log'
import type { PaymentReceipt } from '@/cms/payload-types'
import { invalid } from '@/lib/action-result'
import type { CustomerViewer, StaffViewer } from '@/lib/auth/viewer'
import { defaultLocale } from '@/lib/i18n/config'
import { notifyStaff } from '@/lib/mail/staff-notices'
import { getOrder } from '@/lib/orders/customer-orders'
import { storeWithPrivateFile } from '@/lib/storage/private-file-record'
import { newReference } from '@/lib/forms/reference'
import { refreshPaymentState } from './refresh'
import { checkReceiptFile } from './receipt-file'
import type { ReceiptFileProblem } from './receipt-file-rules'
import { receiptErrors, receiptSchema } from './receipt-schema'

/** Receipts one order may collect, and one customer may send in an hour: room for honest part payments and mistakes, none for flooding the office. */
export const receiptLimits = { perOrder: 10, perCustomerHourly: 10 } as const

export type ReceiptRow = Pick<PaymentReceipt, 'id' | 'amount' | 'trackingNumber' | 'transferDate' | 'status' | 'rejectionReason' | 'createdAt'>

export type ReceiptResult =
  | { ok: true; id: number }
  | { ok: false; status: 400 | 404 | 409 | 429; fieldErrors?: Record<string, string>; file?: ReceiptFileProblem; error?: 'tooMany' | 'rateLimited'; params?: Record<string, number> }

/** The receipts of one order the visitor may see, newest first (none for someone else's order). */
export async function orderReceipts(payload: Payload, viewer: CustomerViewer | StaffViewer, orderId: number): Promise<ReceiptRow[]> {
  const { docs } = await payload.find({
    collection: 'payment-receipts',
    where: { order: { equals: orderId } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    select: { amount: true, trackingNumber: true, transferDate: true, status: true, rejectionReason: true, createdAt: true },
    overrideAccess: false,
    user: viewer.user,
  })
  return docs as ReceiptRow[]
}

/**
 * The database refused a second receipt with this order's tracking number (its unique index): as
 * the driver says it, or as Payload reports it (a ValidationError naming the index's columns).
 */
function isDuplicateReceipt(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const fields = (error as { data?: { errors?: { path?: string }[] } }).data?.errors?.map((e) => e.path) ?? []
  if (error.name === 'ValidationError' && fields.some((path) => path === 'order_id' || path === 'order' || path === 'trackingNumber' || path === 'tracking_number')) return true
  const text = `${error.message} ${(error as { cause?: { message?: string; code?: string } }).cause?.message ?? ''} ${(error as { code?: string }).code ?? ''}`
  return /UNIQUE constraint failed|duplicate key value|23505/i.test(text)
}

/** The same tracking number again for this order: a conflict with the receipt already kept. */
const duplicate = { ok: false, status: 409, fieldErrors: { trackingNumber: receiptErrors.duplicate } } as const

/**
 * A customer's bank-transfer receipt for their own order: the details by the shared schema, the file
 * by its content, a tracking number once per order, then the file and the record stored together
 * or not at all, the order's payment state refreshed with them, and the sales office e-mailed.
 * Someone else's order is "not found", exactly like a missing one.
 */
export async function submitReceipt(payload: Payload, viewer: CustomerViewer, orderId: number, { data, file, now = new Date() }: { data: unknown; file: Buffer | null; now?: Date }): Promise<ReceiptResult> {
  const order = await getOrder(payload, viewer, orderId, defaultLocale)
  if (!order) return { ok: false, status: 404 }
  const parsed = receiptSchema.safeParse(data)
  const checked = await checkReceiptFile(file)
  if (!parsed.success || !checked.ok) return { ok: false, status: 400, ...(parsed.success ? {} : { fieldErrors: invalid(parsed.error).fieldErrors }), ...(checked.ok ? {} : { file: checked.problem }) }
  const details = parsed.data

  const sent = await payload.find({ collection: 'payment-receipts', where: { order: { equals: orderId } }, pagination: false, depth: 0, select: { trackingNumber: true } })
  if (sent.docs.some((r) => r.trackingNumber === details.trackingNumber)) return duplicate
  if (sent.docs.length >= receiptLimits.perOrder) return { ok: false, status: 400, error: 'tooMany' }
  const hourAgo = new Date(now.getTime() - 3600_000).toISOString()
  const recent = await payload.count({ collection: 'payment-receipts', where: { and: [{ customer: { equals: viewer.id } }, { createdAt: { greater_than: hourAgo } }] } })
  if (recent.totalDocs >= receiptLimits.perCustomerHourly) return { ok: false, status: 429, error: 'rateLimited', params: { minutes: 60 } }

  const reference = newReference('RC')
  const filename = `${reference}.${checked.extension}`
  let id: number
  try {
    id = await storeWithPrivateFile(payload, { kind: 'receipt', reference, filename, mimetype: checked.mimeType, data: file! }, async (fileId, req) => {
      const receipt = await payload.create({
        collection: 'payment-receipts',
        data: { order: orderId, customer: viewer.id, amount: details.amount, trackingNumber: details.trackingNumber, transferDate: details.transferDate, file: fileId, status: 'pending' },
        depth: 0,
        req,
      })
      await refreshPaymentState(payload, orderId, req)
      return receipt.id
    })
  } catch (error) {
    // The same tracking number sent twice at the same moment: the database kept one. However the
    // database worded its refusal, a receipt with this number now on the order says so.
    if (isDuplicateReceipt(error)) return duplicate
    const kept = await payload
      .find({ collection: 'payment-receipts', where: { and: [{ order: { equals: orderId } }, { trackingNumber: { equals: details.trackingNumber } }] }, limit: 1, depth: 0, pagination: false })
      .catch(() => null)
    if (kept?.docs.length) return duplicate
    throw error
  }
  metrics().receipts.inc()
  const log = await requestLog({ part: 'receipts' })
  log.info({ receiptId: id, orderId }, 'payment receipt submitted')
  void notifyStaff(payload, { kind: 'newReceipt', receiptId: id, number: order.orderNumber, amount: details.amount, tracking: details.trackingNumber }).catch((error: unknown) =>
    payload.logger.warn({ err: error, msg: 'staff e-mail failed' }),
  )
  return { ok: true, id }
}
