import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { requestId, requestLog } from '@/lib/ops/request-log'
import { PageRefused, PdfUnavailable, pageToPdf } from './pdf'
import { pdfAdmissions, pdfKey, printedPdfs } from './pdf-fairness'

const noStore = { 'Cache-Control': 'private, no-store' }

export const pdfNotFound = () => new Response('Not found', { status: 404, headers: noStore })

// One per process: the browser that prints is one per process too.
const admissions = pdfAdmissions()
const printed = printedPdfs()

const asDownload = (pdf: Uint8Array, filename: string) => new Response(Buffer.from(pdf), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, ...noStore } })

/**
 * The answer of a PDF route: the page at `pagePath` printed as the requesting visitor sees it, as a
 * download named `filename`; 404 when the page says so, 503 with a word in the visitor's language
 * when no browser can print it. `visitor` and `content` (what the page shows) key the printed PDFs
 * kept for an unchanged invoice, and the visitor's share of the printer (lib/invoice/pdf-fairness.ts).
 */
export async function pdfResponse(request: Request, locale: Locale, pagePath: string, filename: string, { visitor, content }: { visitor: string; content: unknown }): Promise<Response> {
  const key = pdfKey(visitor, pagePath, content)
  const kept = printed.get(key)
  if (kept) return asDownload(kept, filename)
  const admission = admissions.admit(visitor)
  if (!admission.ok) {
    const t = await getTranslations({ locale, namespace: 'invoice' })
    return new Response(t(admission.status === 429 ? 'pdfBusy' : 'pdfUnavailable'), { status: admission.status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(admission.retryAfter), ...noStore } })
  }
  try {
    const pdf = await pageToPdf(pagePath, { cookie: request.headers.get('cookie'), authorization: request.headers.get('authorization'), requestId: await requestId() })
    printed.set(key, pdf)
    return asDownload(pdf, filename)
  } catch (error) {
    if (error instanceof PageRefused && error.status === 404) return pdfNotFound()
    const t = await getTranslations({ locale, namespace: 'invoice' })
    const log = await requestLog({ part: 'pdf' })
    if (error instanceof PdfUnavailable) log.error(`no browser to print the invoice: ${error.message}`)
    else log.error({ err: error }, 'the invoice could not be printed')
    return new Response(t('pdfUnavailable'), { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', ...noStore } })
  } finally {
    admission.release()
  }
}
