import { getViewer } from '@/lib/auth/viewer'
import { formatJalaliParts, jalaliToday } from '@/lib/dates/jalali-days'
import { localizedPath, pageLocale } from '@/lib/i18n/config'
import { cartProforma } from '@/lib/invoice/cart-proforma'
import { pdfNotFound, pdfResponse } from '@/lib/invoice/pdf-response'
import { getPayloadClient } from '@/lib/payload'
import { isProvince } from '@/lib/geo/provinces'

export const dynamic = 'force-dynamic'

/** The cart's quote as a PDF, for a signed-in customer with something in their cart. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params)
  const viewer = await getViewer(request.headers)
  if (viewer?.kind !== 'customer') return pdfNotFound()
  const asked = new URL(request.url).searchParams.get('province')
  const province = isProvince(asked) ? asked : null
  const quote = await cartProforma(await getPayloadClient(), viewer, locale, new Date(), province)
  if (!quote) return pdfNotFound()
  // The quote is dated to the moment; its sheet to the day (the number names the day): the same cart
  // asked for again the same day is the same PDF.
  const printedDay = (iso: string) => formatJalaliParts(jalaliToday(new Date(iso)))
  const content = { ...quote, issuedAt: printedDay(quote.issuedAt), validUntil: printedDay(quote.validUntil) }
  return pdfResponse(request, locale, localizedPath(locale, province ? `/cart/proforma?province=${province}` : '/cart/proforma'), `${quote.number}.pdf`, { visitor: `customer:${viewer.id}`, content })
}
