import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { requireViewer } from '@/components/auth/guard'
import { ProformaDocument } from '@/components/invoice/ProformaDocument'
import { Link } from '@/components/i18n/AnchorLink'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { privatePageMetadata } from '@/components/layout/page-metadata'
import { relationId } from '@/lib/db/relation-id'
import { formatJalali } from '@/lib/dates/format-jalali'
import { cityName } from '@/lib/geo/cities'
import { isProvince, provinceName } from '@/lib/geo/provinces'
import { pageLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { getQuote } from '@/lib/rfq/customer-quotes'
import { rfqFormPath, rfqPath } from '@/lib/rfq/paths'
import { quoteProforma } from '@/lib/rfq/quote-proforma'
import { parseId } from '@/lib/site/params'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<{ error?: string }> }

const acceptErrors = ['address', 'phone', 'expired', 'notQuoted', 'tryAgain'] as const

export async function generateMetadata({ params }: Props) {
  const { id } = await params
  const locale = await pageLocale(params)
  if (parseId(id) === null) return {}
  return privatePageMetadata(locale, 'rfq', `${rfqFormPath}/${id}`)
}

/**
 * One of the customer's requests: where it stands and its history; once priced, the quote as a
 * proforma numbered as the request, with accept (delivery address and phone) and decline while it
 * is open. Someone else's request or an unknown id is the 404 page.
 */
export default async function QuotePage({ params, searchParams }: Props) {
  const id = parseId((await params).id)
  if (id === null) notFound()
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  setRequestLocale(locale)
  const viewer = await requireViewer(locale, rfqPath(id))
  if (viewer.kind !== 'customer') notFound()
  const payload = await getPayloadClient()
  const quote = await getQuote(payload, viewer, id, locale)
  if (!quote) notFound()
  const [invoice, t, format] = await Promise.all([quoteProforma(payload, viewer, quote, locale), getTranslations(), getFormatter()])
  const error = acceptErrors.find((e) => e === query.error)
  const errorText = error === 'address' || error === 'phone' ? t(`cart.errors.${error}`) : error ? t(`rfq.errors.${error}`) : null
  const open = quote.status === 'quoted' && invoice
  const place = [isProvince(quote.province) ? provinceName(quote.province, locale) : null, cityName(quote.province, quote.city, locale)].filter(Boolean).join(locale === 'en' ? ', ' : '، ')

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb items={[{ label: t('rfq.title'), href: rfqFormPath }, { label: quote.reference }]} />
      <h1 className="mt-4 text-2xl font-bold text-steel-900">
        {t('rfq.title')} <span dir="ltr" className="font-mono" data-testid="rfq-number">{quote.reference}</span>
      </h1>
      <p className="mt-2 text-steel-700">
        {t('rfq.status')}: <strong data-testid="rfq-state">{t(`rfq.states.${quote.status}`)}</strong>
        {place ? <span className="ms-3 text-steel-600">{place}</span> : null}
      </p>

      <section className="mt-4 rounded-xl border border-steel-200 bg-white p-4">
        <h2 className="font-semibold">{t('rfq.history')}</h2>
        <ol className="mt-2 space-y-1 text-sm" data-testid="rfq-history">
          {(quote.history ?? []).map((h, i) => (
            <li key={h.id ?? i}>
              <span className="font-medium">{t(`rfq.states.${h.status}`)}</span> — <span>{formatJalali(h.at, locale, true)}</span>
            </li>
          ))}
        </ol>
      </section>

      {quote.status === 'sent' || quote.status === 'pricing' ? (
        <>
          <p className="mt-4 rounded-lg bg-primary-50 p-3 text-primary-900" role="status">{t('rfq.waiting')}</p>
          <ul className="mt-4 list-disc space-y-1 ps-6" data-testid="rfq-lines">
            {quote.lines.map((l, i) => (
              <li key={l.id ?? i}>
                {l.title} — {format.number(l.quantity, 'digits', { maximumFractionDigits: 3 })} {t(`rfq.units.${l.unit}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {quote.status === 'expired' ? <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="rfq-expired">{t('rfq.expiredNote')}</p> : null}
      {quote.status === 'declined' ? <p className="mt-4 rounded-lg bg-steel-100 p-3">{t('rfq.declinedNote')}</p> : null}
      {quote.status === 'accepted' && relationId(quote.order) ? (
        <p className="mt-4">
          <Link href={`/order/${relationId(quote.order)}`} className="font-semibold text-primary-800 underline" data-testid="rfq-order">
            {t('rfq.viewOrder')}
          </Link>
        </p>
      ) : null}

      {invoice && quote.status !== 'declined' ? (
        <div className="mt-6">
          {quote.validUntil && quote.status === 'quoted' ? <p className="mb-2 font-medium">{t('rfq.validUntil', { date: formatJalali(quote.validUntil, locale, true) })}</p> : null}
          <ProformaDocument invoice={invoice} locale={locale} />
        </div>
      ) : null}

      {errorText ? (
        <p className="mt-4 rounded-lg bg-red-50 p-3 text-red-800" role="alert" data-testid="rfq-error">
          {errorText}
        </p>
      ) : null}

      {open ? (
        <div className="mt-6 grid gap-6 md:grid-cols-[2fr_1fr]">
          <form method="post" action={`/api/rfq/${quote.id}/accept`} className="space-y-3 rounded-xl border border-primary-200 bg-white p-4" data-testid="rfq-accept">
            <p className="text-sm text-steel-700">{t('rfq.acceptIntro')}</p>
            <input type="hidden" name="locale" value={locale} />
            <label className="block">
              <span className="text-sm font-medium">{t('cart.address')}</span>
              <textarea name="address" required minLength={10} maxLength={500} rows={3} className="mt-1 w-full rounded-lg border border-steel-300 p-2" />
            </label>
            <label className="block">
              <span className="text-sm font-medium">{t('cart.phone')}</span>
              <input name="phone" type="tel" required dir="ltr" defaultValue={viewer.mobile} maxLength={20} className="mt-1 w-full rounded-lg border border-steel-300 p-2" />
            </label>
            <button type="submit" className="rounded-lg bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">{t('rfq.accept')}</button>
          </form>
          <form method="post" action={`/api/rfq/${quote.id}/decline`} className="self-start">
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="rounded-lg border border-steel-300 px-4 py-2 font-medium text-steel-800 hover:bg-steel-50">{t('rfq.decline')}</button>
          </form>
        </div>
      ) : null}
      <p className="mt-8">
        <Link href={rfqFormPath} className="text-primary-800 underline">{t('rfq.newRequest')}</Link>
      </p>
    </div>
  )
}
