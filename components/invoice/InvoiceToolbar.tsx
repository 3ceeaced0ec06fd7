import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { PrintButton } from '@/components/layout/PrintButton'

/** Above the sheet, on screen only: back to where the visitor came from, print, and the PDF. */
export async function InvoiceToolbar({ back, backLabel, pdfHref }: { back: string; backLabel: string; pdfHref: string }) {
  const t = await getTranslations('invoice')
  return (
    <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center gap-3 print:hidden">
      <Link href={back} className="text-primary-700 underline">
        {backLabel}
      </Link>
      <span className="flex-1" />
      <PrintButton label={t('print')} />
      {/* A plain link: the PDF is a download, not a page to navigate to. */}
      <a href={pdfHref} download className="rounded-md bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800" data-testid="invoice-pdf">
        {t('pdf')}
      </a>
    </div>
  )
}
