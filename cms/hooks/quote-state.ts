import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { lineTotal } from '@/lib/orders/units'
import { validUntilOf } from '@/lib/rfq/pricing'
import { DEFAULT_VALIDITY_DAYS, finalStates, rfqStates, staffSettableStates, type RfqState } from '@/lib/rfq/states'
import { notifyQuoted } from '@/lib/rfq/notify'
import { staffSays } from '../admin/staff-message'

/** The shop's own moves (accepting, expiring) say so in the request's context; staff saves do not. */
export const rfqSystemContext = 'rfqSystem'

type Line = { id?: string | null; quantity?: number | null; unitPrice?: number | null; lineTotal?: number | null }
type HistoryRow = { status: string; at: string; byName?: string | null }

const isState = (v: unknown): v is RfqState => typeof v === 'string' && (rfqStates as readonly string[]).includes(v)

/**
 * A request's state moves and the sums sales price it with. Staff move it between sent, being priced,
 * quoted and declined only; saving a request still marked "sent" marks it as being priced (someone is
 * on it). Sending the quote needs a price on every line; it fixes the moment and the last day it is
 * open. Every move is written to the history with its time, and line totals are always recomputed
 * from the quantity asked (kept as sent) and the unit price.
 */
export const guardQuoteState: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  const now = new Date().toISOString()
  if (operation === 'create') {
    data.history = [{ status: data.status ?? 'sent', at: now }]
    return data
  }
  if (!originalDoc) return data
  const system = context?.[rfqSystemContext] === true
  const from: RfqState = isState(originalDoc.status) ? originalDoc.status : 'sent'
  let to: RfqState = isState(data.status) ? data.status : from

  if (!system) {
    if (finalStates.includes(from) && to !== from) {
      throw new APIError(staffSays(req, { fa: 'این درخواست بسته شده است و وضعیت آن دیگر تغییر نمی‌کند.', en: 'This request is closed; its status no longer changes.', ar: 'هذا الطلب مغلق؛ لا تتغيّر حالته بعد الآن.' }), 400, null, true)
    }
    if (to !== from && !staffSettableStates.includes(to)) {
      throw new APIError(staffSays(req, { fa: '«پذیرفته‌شده» و «منقضی» را خود سامانه ثبت می‌کند.', en: '"Accepted" and "expired" are set by the shop itself.', ar: '«مقبول» و«منتهي» يسجّلهما النظام نفسه.' }), 400, null, true)
    }
    if (to === 'sent' && from === 'sent') to = 'pricing'
  }

  // Quantities are kept as sent: read them from the stored rows (by row id), prices from the save.
  const stored = new Map(((originalDoc.lines ?? []) as Line[]).map((l) => [l.id, l]))
  const lines = ((data.lines ?? originalDoc.lines ?? []) as Line[]).map((l) => {
    const quantity = stored.get(l.id)?.quantity ?? l.quantity ?? 0
    const price = typeof l.unitPrice === 'number' && l.unitPrice > 0 ? Math.round(l.unitPrice) : null
    return { ...l, unitPrice: price, lineTotal: price === null ? null : lineTotal(price, quantity) }
  })
  data.lines = lines

  if (to === 'quoted' && from !== 'quoted') {
    const unpriced = lines.findIndex((l) => l.unitPrice === null)
    if (unpriced >= 0) {
      throw new APIError(staffSays(req, { fa: `پیش از ارسال پیش‌فاکتور، قیمت واحد ردیف ${(unpriced + 1).toLocaleString('fa-IR')} را وارد کنید.`, en: `Enter the unit price of line ${unpriced + 1} before sending the quote.`, ar: `أدخل سعر الوحدة للسطر ${(unpriced + 1).toLocaleString('ar-EG')} قبل إرسال العرض.` }), 400, null, true)
    }
    const days = Number(data.validityDays ?? originalDoc.validityDays ?? DEFAULT_VALIDITY_DAYS)
    if (!Number.isInteger(days) || days < 1 || days > 90) {
      throw new APIError(staffSays(req, { fa: 'مدت اعتبار پیش‌فاکتور باید بین ۱ تا ۹۰ روز باشد.', en: 'A quote stays open for 1 to 90 days.', ar: 'تبقى صلاحية العرض من ١ إلى ٩٠ يومًا.' }), 400, null, true)
    }
    data.quotedAt = now
    data.validUntil = validUntilOf(new Date(now), days).toISOString()
  }
  if (typeof data.freight === 'number') data.freight = Math.max(0, Math.round(data.freight))

  if (to !== from) {
    const user = req.user
    const byName = user?.collection === 'users' ? ((user as { name?: string }).name ?? user.email) : null
    const history = (Array.isArray(originalDoc.history) ? originalDoc.history : []) as HistoryRow[]
    data.history = [...history.map(({ status, at, byName: b }) => ({ status, at, byName: b })), { status: to, at: now, byName }]
  }
  data.status = to
  return data
}

/** The customer hears by SMS, with the link, the moment their quote is sent; a failing provider never blocks the save. */
export const announceQuote: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || doc.status !== 'quoted' || previousDoc.status === 'quoted') return doc
  void notifyQuoted(req.payload, doc).catch((error: unknown) => req.payload.logger.warn({ err: error, msg: 'quote SMS failed' }))
  return doc
}
