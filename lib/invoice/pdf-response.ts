import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { PageRefused, PdfUnavailable, pageToPdf } from './pdf'

const noStore = { 'Cache-Control': 'private, no-store' }

export const pdfNotFound = () => new Response('Not found', { status: 404, headers: noStore })

/**
 * The answer of a PDF route: the page at `pagePath` printed as the requesting visitor sees it, as a
 * download named `filename`; 404 when the page says so, 503 with a word in the visitor's language
 * when no browser can print it.
 */
export async function pdfResponse(request: Request, locale: Locale, pagePath: string, filename: string): Promise<Response> {
  try {
    const pdf = await pageToPdf(pagePath, { cookie: request.headers.get('cookie'), authorization: request.headers.get('authorization') })
    return new Response(Buffer.from(pdf), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, ...noStore } })
  } catch (error) {
    if (error instanceof PageRefused && error.status === 404) return pdfNotFound()
    const t = await getTranslations({ locale, namespace: 'invoice' })
    console.error('[invoice pdf]', error instanceof PdfUnavailable ? `no browser: ${error.message}` : error)
    return new Response(t('pdfUnavailable'), { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', ...noStore } })
  }
}
