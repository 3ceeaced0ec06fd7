import { getViewer } from '@/lib/auth/viewer'
import { localizedPath, pageLocale } from '@/lib/i18n/config'
import { pdfNotFound, pdfResponse } from '@/lib/invoice/pdf-response'
import { orderProforma } from '@/lib/invoice/proforma'
import { getPayloadClient } from '@/lib/payload'
import { parseId } from '@/lib/site/params'
import { staticPages } from '@/lib/site/routes'

export const dynamic = 'force-dynamic'

/**
 * The order's proforma as a PDF: the print page printed by Chromium as the visitor sees it. Whether
 * the visitor may see the order is decided here first, so a stranger's request never starts a browser.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; id: string }> }) {
  const id = parseId((await params).id)
  if (id === null) return pdfNotFound()
  const locale = await pageLocale(params)
  const viewer = await getViewer(request.headers)
  if (!viewer) return pdfNotFound()
  const invoice = await orderProforma(await getPayloadClient(), viewer, id, locale)
  if (!invoice) return pdfNotFound()
  return pdfResponse(request, locale, localizedPath(locale, `${staticPages.orders}/${id}/invoice`), `${invoice.number}.pdf`, { visitor: `${viewer.kind}:${viewer.id}`, content: invoice })
}
