import { getTranslations, setRequestLocale } from 'next-intl/server'
import { requireViewer } from '@/components/auth/guard'
import { FormIsland } from '@/components/forms/FormIsland'
import { Link } from '@/components/i18n/AnchorLink'
import { IslandMessages } from '@/components/i18n/IslandMessages'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { privatePageMetadata } from '@/components/layout/page-metadata'
import { formatJalali } from '@/lib/dates/format-jalali'
import { pageLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { listQuotes } from '@/lib/rfq/customer-quotes'
import { initialLines } from '@/lib/rfq/initial-lines'
import { rfqFormPath, rfqPath } from '@/lib/rfq/paths'

// A customer's own requests and form: checked and rendered for each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ product?: string | string[] }> }

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata(await pageLocale(params), 'rfq', rfqFormPath)
}

/** The request-for-quotation form, with the customer's earlier requests above it. */
export default async function RfqPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  setRequestLocale(locale)
  const viewer = await requireViewer(locale, rfqFormPath)
  const t = await getTranslations('rfq')
  if (viewer.kind !== 'customer') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-steel-900">{t('title')}</h1>
        <p className="mt-4 text-steel-700">{t('signIn')}</p>
      </div>
    )
  }
  const payload = await getPayloadClient()
  const [mine, lines] = await Promise.all([listQuotes(payload, viewer), initialLines(payload, query.product, locale)])
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: t('title') }]} />
      <h1 className="mt-4 text-2xl font-bold text-steel-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-steel-600">{t('intro')}</p>
      {mine.length ? (
        <section className="mt-6 rounded-xl border border-steel-200 bg-white p-4" data-testid="rfq-mine">
          <h2 className="text-lg font-semibold">{t('mine')}</h2>
          <ul className="mt-2 divide-y divide-steel-100">
            {mine.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link href={rfqPath(q.id)} className="font-mono font-semibold text-primary-800 underline" dir="ltr">
                  {q.reference}
                </Link>
                <span className="text-sm text-steel-600">{formatJalali(q.createdAt, locale)}</span>
                <span className="text-sm font-medium" data-testid="rfq-status">{t(`states.${q.status}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-6">
        <IslandMessages paths={['forms', 'rfq', 'calculator.form.shapes']}>
          <FormIsland form="rfq" initialLines={lines} />
        </IslandMessages>
      </div>
    </div>
  )
}
