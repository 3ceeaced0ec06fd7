import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { staffLanguageOf } from '@/lib/i18n/admin-language'
import { siteDay } from '@/lib/dates/time-zone'
import { buildPriceSheet } from '@/lib/prices/sheet/export'
import { applyPriceSheet, previewPriceSheet, type SheetOutcome } from '@/lib/prices/sheet/import'
import { sheetLimits } from '@/lib/prices/sheet/layout'
import { hasRole } from '../access/roles'

const noStore = { 'Cache-Control': 'no-store' }
const json = (body: unknown, status: number) => Response.json(body, { status, headers: noStore })
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Prices are set by sales and admins only; anyone else is told so before anything is read. */
function refuseOthers(req: PayloadRequest): Response | null {
  if (!req.user) return json({ error: 'signIn' }, 401)
  return hasRole(req.user, 'sales') ? null : json({ error: 'forbidden' }, 403)
}

/**
 * The staff member's admin language: titles, headers and units come out in it. Not Payload's
 * `req.i18n`, which on an API request follows the browser's Accept-Language (the admin's pages are
 * kept in Persian by the proxy; its downloads must be too).
 */
const staffLocale = (req: PayloadRequest) => staffLanguageOf(req.headers.get('cookie'))

/** The uploaded file as the request's raw body, refused by its declared size before it is read. */
async function uploadedFile(req: PayloadRequest): Promise<Buffer | Response> {
  const declared = Number(req.headers.get('content-length') ?? NaN)
  if (!Number.isFinite(declared)) return json({ error: 'lengthRequired' }, 411)
  const tooBig = json({ status: 'refused', refusal: { reason: 'tooBig', size: sheetLimits.fileBytes } } satisfies SheetOutcome, 413)
  if (declared > sheetLimits.fileBytes || !req.arrayBuffer) return tooBig
  const file = Buffer.from(await req.arrayBuffer())
  return file.length > sheetLimits.fileBytes ? tooBig : file
}

const statusCode: Record<SheetOutcome['status'], number> = { preview: 200, nothing: 200, applied: 200, refused: 422, rowsRefused: 422, confirm: 409, stale: 409, failed: 500 }

const download: PayloadHandler = async (req) => {
  const refused = refuseOthers(req)
  if (refused) return refused
  const file = await buildPriceSheet(req.payload, staffLocale(req))
  return new Response(new Uint8Array(file), {
    headers: { ...noStore, 'Content-Type': xlsxType, 'Content-Disposition': `attachment; filename="prices-${siteDay(new Date())}.xlsx"` },
  })
}

const preview: PayloadHandler = async (req) => {
  const refused = refuseOthers(req)
  if (refused) return refused
  const file = await uploadedFile(req)
  if (file instanceof Response) return file
  const outcome = await previewPriceSheet(req.payload, file, staffLocale(req))
  return json(outcome, statusCode[outcome.status])
}

const apply: PayloadHandler = async (req) => {
  const refused = refuseOthers(req)
  if (refused) return refused
  const file = await uploadedFile(req)
  if (file instanceof Response) return file
  const url = new URL(req.url ?? '', 'http://local')
  const outcome = await applyPriceSheet(req, file, { key: url.searchParams.get('key') ?? '', confirmed: url.searchParams.get('confirm') === '1', locale: staffLocale(req) })
  return json(outcome, statusCode[outcome.status])
}

/**
 * Bulk prices for sales staff (the admin's price sheet view): download the catalogue's prices as
 * XLSX, preview an edited sheet, apply it. The file is sent as the raw body.
 */
export const priceSheetEndpoints: Endpoint[] = [
  { path: '/price-sheet', method: 'get', handler: download },
  { path: '/price-sheet/preview', method: 'post', handler: preview },
  { path: '/price-sheet/apply', method: 'post', handler: apply },
]
