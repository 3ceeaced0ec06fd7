import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { requireViewer } from '@/components/auth/guard'
import { InvoiceToolbar } from '@/components/invoice/InvoiceToolbar'
import { ProformaDocument } from '@/components/invoice/ProformaDocument'
import { proformaMetadata } from '@/components/invoice/proforma-metadata'
import { localizedPath, pageLocale } from '@/lib/i18n/config'
import { orderProforma } from '@/lib/invoice/proforma'
import { getPayloadClient } from '@/lib/payload'
import { parseId } from '@/lib/site/params'
import { staticPages } from '@/lib/site/routes'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props) {
  return proformaMetadata(await pageLocale(params))
}

/** An order's proforma invoice, printable on A4 and downloadable as a PDF; someone else's order is the 404 page. */
export default async function InvoicePage({ params }: Props) {
  const id = parseId((await params).id)
  if (id === null) notFound()
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const orderPath = `${staticPages.orders}/${id}`
  const viewer = await requireViewer(locale, `${orderPath}/invoice`)
  const invoice = await orderProforma(await getPayloadClient(), viewer, id, locale)
  if (!invoice) notFound()
  const t = await getTranslations('invoice')

  return (
    <div className="bg-steel-50 px-4 py-8 print:bg-white print:p-0">
      <InvoiceToolbar back={orderPath} backLabel={t('back')} pdfHref={localizedPath(locale, `${orderPath}/invoice/pdf`)} />
      <ProformaDocument invoice={invoice} locale={locale} />
    </div>
  )
}
