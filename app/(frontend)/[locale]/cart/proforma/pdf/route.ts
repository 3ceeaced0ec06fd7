import { getViewer } from '@/lib/auth/viewer'
import { localizedPath, pageLocale } from '@/lib/i18n/config'
import { cartProforma } from '@/lib/invoice/cart-proforma'
import { pdfNotFound, pdfResponse } from '@/lib/invoice/pdf-response'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** The cart's quote as a PDF, for a signed-in customer with something in their cart. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params)
  const viewer = await getViewer(request.headers)
  if (viewer?.kind !== 'customer') return pdfNotFound()
  const quote = await cartProforma(await getPayloadClient(), viewer, locale)
  if (!quote) return pdfNotFound()
  return pdfResponse(request, locale, localizedPath(locale, '/cart/proforma'), `${quote.number}.pdf`, { visitor: `customer:${viewer.id}`, content: quote })
}
