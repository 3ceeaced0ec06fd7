import { createHash } from 'node:crypto'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { revalidateTags } from '@/lib/cache/revalidate'
import { cacheTags } from '@/lib/cache/tags'
import { locales, type Locale } from '@/lib/i18n/config'
import { weightSpecKeys } from '@/lib/catalog/price-per-kg'
import { notifyPriceAlerts, type PendingPriceAlert } from '../alerts'
import { specValuesOf } from '../board-size'
import { confirmAbovePercent } from './layout'
import { planPriceImport, type CurrentPrice, type ImportPlan } from './plan'
import { readPriceSheet, type FileRefusal } from './read'
import { writePriceChange, type PriceState } from './write'

/**
 * What a preview or an import came to. Every status but `refused` carries the plan, so the admin
 * can show it; `key` names the exact set of changes the staff member saw.
 */
export type SheetOutcome =
  | { status: 'refused'; refusal: FileRefusal }
  | { status: 'preview' | 'rowsRefused' | 'confirm' | 'stale' | 'nothing' | 'applied'; plan: ImportPlan; key: string; threshold: number }
  /** The database failed while saving `row`: nothing was applied. */
  | { status: 'failed'; plan: ImportPlan; key: string; threshold: number; row: number }

/** The changes a preview showed, as one short fingerprint: an import applies only what was previewed. */
const planKey = (plan: ImportPlan) =>
  createHash('sha256')
    .update(plan.changes.map((c) => `${c.id}:${c.oldPrice}:${c.price}`).join('\n'))
    .digest('hex')
    .slice(0, 32)

type Catalogue = { prices: Map<number, CurrentPrice>; states: Map<number, PriceState> }

/** Every product's price for the plan, and what a new price would change besides, for the import. */
async function readCatalogue(payload: Payload, locale: Locale, req?: PayloadRequest): Promise<Catalogue> {
  const [{ docs: attributes }, { docs }] = await Promise.all([
    payload.find({ collection: 'spec-attributes', where: { key: { in: Object.values(weightSpecKeys) } }, pagination: false, depth: 0, select: { key: true }, overrideAccess: true, req }),
    payload.find({
      collection: 'products',
      locale,
      pagination: false,
      depth: 0,
      select: { title: true, unit: true, price: true, category: true, previousPrice: true, priceChangedAt: true, specs: true },
      overrideAccess: true,
      req,
    }),
  ])
  const keyOf = new Map(attributes.map((a) => [a.id, a.key]))
  const prices = new Map<number, CurrentPrice>()
  const states = new Map<number, PriceState>()
  for (const p of docs) {
    const specs = specValuesOf(p.specs, keyOf)
    const numeric = (key: string) => specs.find((s) => s.key === key)?.numeric ?? null
    prices.set(p.id, { id: p.id, title: p.title, unit: p.unit, price: p.price })
    states.set(p.id, { ...p, weightPerMeter: numeric(weightSpecKeys.perMeter), branchLength: numeric(weightSpecKeys.branchLength) })
  }
  return { prices, states }
}

type Planned = { status: 'planned'; plan: ImportPlan; key: string; states: Map<number, PriceState> }

async function planFile(payload: Payload, file: Buffer, locale: Locale, req?: PayloadRequest): Promise<Planned | { status: 'refused'; refusal: FileRefusal }> {
  const reading = await readPriceSheet(file)
  if (!reading.ok) return { status: 'refused', refusal: reading.refusal }
  const { prices, states } = await readCatalogue(payload, locale, req)
  const plan = planPriceImport(reading.rows, prices, confirmAbovePercent)
  return { status: 'planned', plan, key: planKey(plan), states }
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
 * Each change is written with the fields and the history record the product's own hooks would
 * write (lib/prices/sheet/write.ts), as an import by `req.user`; the catalogue is refreshed and
 * price alerts texted once, after the commit.
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
        const staffId = req.user?.collection === 'users' ? req.user.id : undefined
        const now = new Date()
        let failed: Extract<SheetOutcome, { status: 'failed' }> | null = null
        for (const change of plan.changes) {
          try {
            pending.push(await writePriceChange(req, change, planned.states.get(change.id)!, staffId, now))
          } catch (error) {
            // Nothing of the import stays: the transaction is rolled back below.
            payload.logger.error({ err: error, msg: `price sheet: row ${change.row} could not be saved` })
            failed = { status: 'failed', plan, key, threshold: confirmAbovePercent, row: change.row }
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
