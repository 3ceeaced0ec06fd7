import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { requireViewer } from '@/components/auth/guard'
import { Link } from '@/components/i18n/navigation'
import { ProformaDocument } from '@/components/invoice/ProformaDocument'
import { PrintButton } from '@/components/layout/PrintButton'
import { localizedPath, toLocale } from '@/lib/i18n/config'
import { orderProforma } from '@/lib/invoice/proforma'
import { getPayloadClient } from '@/lib/payload'
import { parseId } from '@/lib/site/params'
import { staticPages } from '@/lib/site/routes'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'invoice' })
  return { title: t('title'), robots: { index: false } }
}

/** An order's proforma invoice, printable on A4 and downloadable as a PDF; someone else's order is the 404 page. */
export default async function InvoicePage({ params }: Props) {
  const { locale: raw, id: rawId } = await params
  const id = parseId(rawId)
  if (id === null) notFound()
  const locale = toLocale(raw)
  setRequestLocale(locale)
  const orderPath = `${staticPages.orders}/${id}`
  const viewer = await requireViewer(locale, `${orderPath}/invoice`)
  const invoice = await orderProforma(await getPayloadClient(), viewer, id, locale)
  if (!invoice) notFound()
  const t = await getTranslations('invoice')

  return (
    <div className="bg-steel-50 px-4 py-8 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center gap-3 print:hidden">
        <Link href={orderPath} className="text-primary-700 underline">
          {t('back')}
        </Link>
        <span className="flex-1" />
        <PrintButton label={t('print')} />
        {/* A plain link: the PDF is a download, not a page to navigate to. */}
        <a href={localizedPath(locale, `${orderPath}/invoice/pdf`)} download className="rounded-md bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800" data-testid="invoice-pdf">
          {t('pdf')}
        </a>
      </div>
      <ProformaDocument invoice={invoice} locale={locale} />
    </div>
  )
}
