/** Delivery stages in order (SPEC §4, DESIGN §6). An order starts as not checked. */
export const orderStages = ['not_checked', 'raw_materials', 'in_production', 'quality_control', 'ready_for_delivery', 'loading', 'delivered'] as const
export type OrderStage = (typeof orderStages)[number]

export const isOrderStage = (v: unknown): v is OrderStage => typeof v === 'string' && (orderStages as readonly string[]).includes(v)
export const stageIndex = (s: OrderStage) => orderStages.indexOf(s)

export type StageMove = { ok: true; direction: 'forward' | 'backward' | 'same' } | { ok: false; error: string }

/**
 * Who may move an order where: sales staff (and admins) forward, one or more steps; backward only
 * an admin, and only with a reason. Messages are for staff, in Persian.
 */
export function checkStageMove(from: OrderStage, to: OrderStage, roles: readonly string[], reason: string | null | undefined): StageMove {
  if (from === to) return { ok: true, direction: 'same' }
  const isAdmin = roles.includes('admin')
  const isSales = isAdmin || roles.includes('sales')
  if (stageIndex(to) > stageIndex(from)) {
    return isSales ? { ok: true, direction: 'forward' } : { ok: false, error: 'فقط کارشناس فروش یا مدیر می‌تواند مرحله سفارش را تغییر دهد.' }
  }
  if (!isAdmin) return { ok: false, error: 'بازگرداندن سفارش به مرحله قبل فقط با نقش مدیر ممکن است.' }
  if (!reason || reason.trim().length < 3) return { ok: false, error: 'برای بازگرداندن سفارش به مرحله قبل، دلیل را بنویسید.' }
  return { ok: true, direction: 'backward' }
}
