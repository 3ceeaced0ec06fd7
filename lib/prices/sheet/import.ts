import { createHash } from 'node:crypto'
import { commitTransaction, initTransaction, killTransaction, ValidationError, type Payload, type PayloadRequest } from 'payload'
import { revalidateTags } from '@/cms/hooks/revalidate'
import { cacheTags } from '@/lib/cache/tags'
import { locales, type Locale } from '@/lib/i18n/config'
import { notifyPriceAlerts, type PendingPriceAlert } from '../alerts'
import { confirmAbovePercent } from './layout'
import { planPriceImport, type CurrentPrice, type ImportPlan } from './plan'
import { readPriceSheet, type FileRefusal, type SheetRow } from './read'

/**
 * What a preview or an import came to. Every status but `refused` carries the plan, so the admin
 * can show it; `key` names the exact set of changes the staff member saw.
 */
export type SheetOutcome =
  | { status: 'refused'; refusal: FileRefusal }
  | { status: 'preview' | 'rowsRefused' | 'confirm' | 'stale' | 'nothing' | 'applied'; plan: ImportPlan; key: string; threshold: number }
  /** A product refused its new price while saving (its record no longer passes the admin's checks): nothing was applied. */
  | { status: 'failed'; plan: ImportPlan; key: string; threshold: number; row: number; message: string }

/** The changes a preview showed, as one short fingerprint: an import applies only what was previewed. */
export const planKey = (plan: ImportPlan) =>
  createHash('sha256')
    .update(plan.changes.map((c) => `${c.id}:${c.oldPrice}:${c.price}`).join('\n'))
    .digest('hex')
    .slice(0, 32)

async function currentPrices(payload: Payload, locale: Locale, req?: PayloadRequest): Promise<Map<number, CurrentPrice>> {
  const { docs } = await payload.find({ collection: 'products', locale, pagination: false, depth: 0, select: { title: true, unit: true, price: true }, overrideAccess: true, req })
  return new Map(docs.map((p) => [p.id, { id: p.id, title: p.title, unit: p.unit, price: p.price }]))
}

type Planned = { status: 'planned'; rows: SheetRow[]; plan: ImportPlan; key: string }

async function planFile(payload: Payload, file: Buffer, locale: Locale, req?: PayloadRequest): Promise<Planned | { status: 'refused'; refusal: FileRefusal }> {
  const reading = await readPriceSheet(file)
  if (!reading.ok) return { status: 'refused', refusal: reading.refusal }
  const plan = planPriceImport(reading.rows, await currentPrices(payload, locale, req), confirmAbovePercent)
  return { status: 'planned', rows: reading.rows, plan, key: planKey(plan) }
}

/** Reads the uploaded sheet and says what importing it would do; writes nothing. Acts for staff (the caller checked the role). */
export async function previewPriceSheet(payload: Payload, file: Buffer, locale: Locale): Promise<SheetOutcome> {
  const planned = await planFile(payload, file, locale)
  if (planned.status === 'refused') return planned
  const { plan, key } = planned
  return { status: plan.refusals.length ? 'rowsRefused' : plan.changes.length ? 'preview' : 'nothing', plan, key, threshold: confirmAbovePercent }
}

/**
 * Applies the sheet's prices, all in one transaction or none: only when no row is refused, the
 * changes are exactly the previewed ones (`key`), and changes over the threshold are confirmed.
 * Each change goes through the product's own hooks, so it is recorded in the price history as an
 * import by `req.user`; the catalogue is refreshed and price alerts texted once, after the commit.
 */
export async function applyPriceSheet(req: PayloadRequest, file: Buffer, options: { key: string; confirmed: boolean; locale: Locale }): Promise<SheetOutcome> {
  const { payload } = req
  const { locale } = options
  const pending: PendingPriceAlert[] = []
  const ownTransaction = await initTransaction(req)
  let outcome: SheetOutcome
  try {
    const planned = await planFile(payload, file, locale, req)
    if (planned.status === 'refused') outcome = planned
    else {
      const { plan, key } = planned
      const answer = (status: Exclude<SheetOutcome['status'], 'refused' | 'failed'>): SheetOutcome => ({ status, plan, key, threshold: confirmAbovePercent })
      if (plan.refusals.length) outcome = answer('rowsRefused')
      else if (key !== options.key) outcome = answer('stale')
      else if (plan.changes.length === 0) outcome = answer('nothing')
      else if (plan.changes.some((c) => c.large) && !options.confirmed) outcome = answer('confirm')
      else {
        const context = { priceSource: 'import', skipRevalidate: true, pendingPriceAlerts: pending }
        let failed: Extract<SheetOutcome, { status: 'failed' }> | null = null
        for (const change of plan.changes) {
          try {
            await payload.update({ collection: 'products', id: change.id, data: { price: change.price }, depth: 0, req, context, overrideAccess: true })
          } catch (error) {
            if (!(error instanceof ValidationError)) throw error
            failed = { status: 'failed', plan, key, threshold: confirmAbovePercent, row: change.row, message: error.message }
            break
          }
        }
        outcome = failed ?? answer('applied')
      }
    }
    if (outcome.status !== 'applied') {
      if (ownTransaction) await killTransaction(req)
      return outcome
    }
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
  await revalidateTags(locales.map(cacheTags.catalogue))
  for (const { product, oldPrice } of pending) {
    await notifyPriceAlerts(payload, product, oldPrice).catch((error: unknown) => payload.logger.warn({ err: error, msg: 'price alert texts failed' }))
  }
  return outcome
}
