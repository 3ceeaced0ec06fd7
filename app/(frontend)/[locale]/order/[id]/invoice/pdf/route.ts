import { getTranslations } from 'next-intl/server'
import { getViewer } from '@/lib/auth/viewer'
import { localizedPath, toLocale } from '@/lib/i18n/config'
import { PageRefused, PdfUnavailable, pageToPdf } from '@/lib/invoice/pdf'
import { orderProforma } from '@/lib/invoice/proforma'
import { getPayloadClient } from '@/lib/payload'
import { parseId } from '@/lib/site/params'
import { staticPages } from '@/lib/site/routes'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * The proforma invoice as a PDF: the print page printed by Chromium as the visitor sees it. Whether
 * the visitor may see the order is decided here first, so a stranger's request never starts a browser.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: raw, id: rawId } = await params
  const id = parseId(rawId)
  if (id === null) return notFound()
  const locale = toLocale(raw)
  const viewer = await getViewer(request.headers)
  if (!viewer) return notFound()
  const invoice = await orderProforma(await getPayloadClient(), viewer, id, locale)
  if (!invoice) return notFound()

  try {
    const pdf = await pageToPdf(localizedPath(locale, `${staticPages.orders}/${id}/invoice`), { cookie: request.headers.get('cookie'), authorization: request.headers.get('authorization') })
    return new Response(Buffer.from(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    if (error instanceof PageRefused && error.status === 404) return notFound()
    const t = await getTranslations({ locale, namespace: 'invoice' })
    console.error('[invoice pdf]', error instanceof PdfUnavailable ? `no browser: ${error.message}` : error)
    return new Response(t('pdfUnavailable'), { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'Retry-After': '60' } })
  }
}
