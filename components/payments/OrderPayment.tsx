import { getTranslations } from 'next-intl/server'
import type { Order } from '@/cms/payload-types'
import { getToman } from '@/components/catalog/toman-server'
import { IslandMessages } from '@/components/i18n/IslandMessages'
import { formatJalali } from '@/lib/dates/format-jalali'
import { localizeDigits } from '@/lib/i18n/numbering'
import type { Locale } from '@/lib/i18n/config'
import type { ReceiptRow } from '@/lib/payments/receipts'
import { ReceiptForm } from './ReceiptForm'

const stateTone: Record<Order['paymentState'], string> = {
  unpaid: 'bg-steel-100 text-steel-800',
  receipt_sent: 'bg-amber-100 text-amber-900',
  partially_paid: 'bg-sky-100 text-sky-900',
  paid: 'bg-emerald-100 text-emerald-900',
}

const statusTone: Record<ReceiptRow['status'], string> = { pending: 'text-amber-800', confirmed: 'text-emerald-800', rejected: 'text-red-700' }

/**
 * The order's money, apart from its production stage: what the proforma asks (VAT included), what
 * the sales office has confirmed, each receipt sent with its review, and the form for the next one
 * until the order is paid.
 */
export async function OrderPayment({ order, payable, receipts, locale, canSend }: { order: Order; payable: number; receipts: ReceiptRow[]; locale: Locale; canSend: boolean }) {
  const [t, toman] = await Promise.all([getTranslations('payments'), getToman()])
  const paid = order.paidAmount ?? 0
  const remaining = Math.max(0, payable - paid)
  return (
    <section className="mt-8 rounded-xl border border-steel-200 bg-white p-6" aria-labelledby="payment-title" data-testid="order-payment">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="payment-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <span className={`rounded-full px-3 py-0.5 text-sm font-medium ${stateTone[order.paymentState]}`} data-testid="payment-state">
          {t(`states.${order.paymentState}`)}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-steel-500">{t('payable')}</dt>
          <dd className="font-semibold" data-testid="payment-payable">{toman(payable)}</dd>
        </div>
        <div>
          <dt className="text-sm text-steel-500">{t('paid')}</dt>
          <dd className="font-semibold">{toman(paid)}</dd>
        </div>
        <div>
          <dt className="text-sm text-steel-500">{t('remaining')}</dt>
          <dd className="font-semibold">{toman(remaining)}</dd>
        </div>
      </dl>

      <h3 className="mt-6 mb-2 font-semibold">{t('receipts')}</h3>
      {receipts.length === 0 ? (
        <p className="text-sm text-steel-600">{t('noReceipts')}</p>
      ) : (
        <ul className="divide-y divide-steel-200 rounded-lg border border-steel-200" data-testid="receipts">
          {receipts.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3 text-sm" data-testid="receipt-row">
              <span className="font-medium">{toman(r.amount)}</span>
              <span dir="ltr" className="font-mono">{r.trackingNumber}</span>
              <span>{localizeDigits(r.transferDate, locale)}</span>
              <span className={`font-medium ${statusTone[r.status]}`}>{t(`statuses.${r.status}`)}</span>
              {r.status === 'rejected' && r.rejectionReason ? <span className="basis-full text-red-700">{t('reason', { reason: r.rejectionReason })}</span> : null}
              <span className="ms-auto text-steel-500">{formatJalali(r.createdAt, locale)}</span>
            </li>
          ))}
        </ul>
      )}

      {canSend && order.paymentState !== 'paid' ? (
        <div className="mt-6">
          <h3 className="mb-2 font-semibold">{t('send')}</h3>
          <IslandMessages paths={['payments', 'forms.errors', 'forms.required', 'forms.date']}>
            <ReceiptForm orderId={order.id} remaining={remaining} />
          </IslandMessages>
        </div>
      ) : null}
    </section>
  )
}
