import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/db/relation-id'
import { notifyReceiptReview } from '@/lib/payments/notify'
import { refreshPaymentState } from '@/lib/payments/refresh'
import { isAdminUser } from '../access/roles'
import { staffSays } from '../admin/staff-message'

/**
 * A review is final for sales: a pending receipt is confirmed, or rejected with a reason the customer
 * will read; only an admin reopens or changes a decided one. Who decided and when is kept.
 */
export const guardReceiptReview: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status
  const to = data.status ?? from
  const reason = typeof data.rejectionReason === 'string' ? data.rejectionReason.trim() : ''
  if (from === to) return data
  if (from !== 'pending' && req.user && !isAdminUser(req.user))
    throw new APIError(staffSays(req, { fa: 'این رسید پیش‌تر بررسی شده است؛ تغییر آن فقط با نقش مدیر ممکن است.', en: 'This receipt has been reviewed; only an admin can change it.', ar: 'تمت مراجعة هذا الإيصال؛ لا يغيّره إلا المدير.' }), 400, null, true)
  if (to === 'rejected' && !reason)
    throw new APIError(staffSays(req, { fa: 'برای رد رسید، دلیل را بنویسید؛ برای مشتری پیامک می‌شود.', en: 'Write the reason for rejecting; it is texted to the customer.', ar: 'اكتب سبب الرفض؛ يُرسل إلى العميل.' }), 400, null, true)
  data.rejectionReason = to === 'rejected' ? reason : null
  data.reviewedBy = to === 'pending' ? null : req.user?.collection === 'users' ? req.user.id : null
  data.reviewedAt = to === 'pending' ? null : new Date().toISOString()
  return data
}

/** The order's payment state follows every decision, in the same transaction; the customer is texted after. */
export const afterReceiptReview: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || doc.status === previousDoc.status) return doc
  const orderId = relationId(doc.order)
  if (orderId !== null) await refreshPaymentState(req.payload, orderId, req)
  if (doc.status === 'confirmed' || doc.status === 'rejected')
    void notifyReceiptReview(req.payload, doc).catch((error: unknown) => req.payload.logger.warn({ err: error, msg: 'receipt review SMS failed' }))
  return doc
}
