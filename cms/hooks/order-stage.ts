import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { notifyStageChange } from '@/lib/orders/notify'
import { checkStageMove, isOrderStage } from '@/lib/orders/stages'
import { rolesOf } from '../access/roles'

type HistoryRow = { stage: string; by?: number | null; byName?: string | null; at: string; reason?: string | null }

/**
 * Every stage change is checked (forward by sales, backward only by an admin with a reason) and
 * written to the order's history with who and when. The reason field is a one-off input: it
 * lives on in the history row, not on the order.
 */
export const guardStageChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.stage
  const to = data.stage ?? from
  const reason = typeof data.stageReason === 'string' ? data.stageReason.trim() : ''
  data.stageReason = null
  if (!isOrderStage(from) || !isOrderStage(to) || from === to) return data

  const user = req.user
  const roles = user ? rolesOf(user) : ['admin']
  const move = checkStageMove(from, to, roles, reason || (user ? null : 'system'))
  if (!move.ok) throw new APIError(move.error, 400, null, true)

  const history: HistoryRow[] = Array.isArray(originalDoc.history) ? originalDoc.history : []
  data.history = [
    ...history.map(({ stage, by, byName, at, reason: r }) => ({ stage, by: typeof by === 'object' && by ? (by as { id: number }).id : by, byName, at, reason: r })),
    { stage: to, by: user?.collection === 'users' ? user.id : null, byName: user?.collection === 'users' ? ((user as { name?: string }).name ?? user.email) : null, at: new Date().toISOString(), reason: reason || null },
  ]
  return data
}

/** The customer hears of each new stage by SMS; a failing provider never blocks the staff member's save. */
export const announceStageChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
  // A save that returns only some fields (a `select`) has no stage to compare: it did not move it.
  if (operation !== 'update' || !previousDoc || doc.stage === undefined || doc.stage === previousDoc.stage) return doc
  void notifyStageChange(req.payload, doc).catch((error) => req.payload.logger.warn({ err: error, msg: 'order stage SMS failed' }))
  return doc
}
