import { getTranslations, setRequestLocale } from 'next-intl/server'
import { requireViewer } from '@/components/auth/guard'
import { redirect } from 'next/navigation'
import { InvoiceToolbar } from '@/components/invoice/InvoiceToolbar'
import { ProformaDocument } from '@/components/invoice/ProformaDocument'
import { proformaMetadata } from '@/components/invoice/proforma-metadata'
import { localizedPath, pageLocale } from '@/lib/i18n/config'
import { cartProforma } from '@/lib/invoice/cart-proforma'
import { getPayloadClient } from '@/lib/payload'
import { isProvince } from '@/lib/geo/provinces'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ province?: string | string[] }> }

export async function generateMetadata({ params }: Props) {
  return proformaMetadata(await pageLocale(params))
}

/** A proforma of the signed-in customer's cart before ordering, at today's prices; an empty cart goes back to the cart. */
export default async function CartProformaPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const { province: asked } = await searchParams
  // The province the cart was looking at (the buyer's choice, kept in their browser); any other value is none.
  const province = isProvince(asked) ? asked : null
  const self = province ? `/cart/proforma?province=${province}` : '/cart/proforma'
  const viewer = await requireViewer(locale, self)
  const quote = viewer.kind === 'customer' ? await cartProforma(await getPayloadClient(), viewer, locale, new Date(), province) : null
  if (!quote) redirect(localizedPath(locale, '/cart'))
  const t = await getTranslations('invoice')
  return (
    <div className="bg-steel-50 px-4 py-8 print:bg-white print:p-0">
      <InvoiceToolbar back="/cart" backLabel={t('backToCart')} pdfHref={localizedPath(locale, province ? `/cart/proforma/pdf?province=${province}` : '/cart/proforma/pdf')} />
      <ProformaDocument invoice={quote} locale={locale} />
    </div>
  )
}
