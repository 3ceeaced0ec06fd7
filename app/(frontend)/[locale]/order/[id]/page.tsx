import { localizeDigits } from '@/lib/i18n/numbering'
import { WeightTotal } from '@/components/orders/WeightTotal'
import { orderWeight } from '@/lib/orders/weight'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { FileText } from 'lucide'
import { notFound } from 'next/navigation'
import { Link } from '@/components/i18n/AnchorLink'
import { requireViewer } from '@/components/auth/guard'
import { Toman } from '@/components/catalog/Toman'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { privatePageMetadata } from '@/components/layout/page-metadata'
import { BuyerSummary } from '@/components/orders/BuyerSummary'
import { StageStepper } from '@/components/orders/StageStepper'
import { pageLocale } from '@/lib/i18n/config'
import { formatJalali } from '@/lib/dates/format-jalali'
import { getOrder } from '@/lib/orders/customer-orders'
import { orderTotals } from '@/lib/invoice/proforma'
import { invoiceSettings } from '@/lib/invoice/settings'
import { orderReceipts } from '@/lib/payments/receipts'
import { OrderPayment } from '@/components/payments/OrderPayment'
import { getPayloadClient } from '@/lib/payload'
import { parseId } from '@/lib/site/params'
import { staticPages } from '@/lib/site/routes'
import { Icon } from '@/components/icons/Icon'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props) {
  const { id } = await params
  const locale = await pageLocale(params)
  if (parseId(id) === null) return {}
  return privatePageMetadata(locale, 'order', `${staticPages.orders}/${id}`)
}

/** One order of the signed-in customer; someone else's order or an unknown id is the 404 page. */
export default async function OrderPage({ params }: Props) {
  const id = parseId((await params).id)
  if (id === null) notFound()
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const viewer = await requireViewer(locale, `${staticPages.orders}/${id}`)
  const payload = await getPayloadClient()
  const order = await getOrder(payload, viewer, id, locale)
  if (!order) notFound()
  const [settings, receipts] = await Promise.all([invoiceSettings(payload, locale), orderReceipts(payload, viewer, id)])
  const payable = orderTotals(order, settings).totals.total
  const t = await getTranslations()
  const format = await getFormatter()
  const weight = orderWeight(order.items)

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('pages.orders'), href: staticPages.orders }, { label: order.orderNumber }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">
        {t('pages.order')} <span dir="ltr" className="font-mono">{order.orderNumber}</span>
      </h1>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-steel-600">
          {formatJalali(order.createdAt, locale, true)} · <span data-testid="order-stage">{t(`orders.stages.${order.stage}`)}</span>
        </p>
        <Link href={`${staticPages.orders}/${id}/invoice`} className="inline-flex items-center gap-2 rounded-md border border-steel-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-steel-50">
          <Icon icon={FileText} aria-hidden className="size-4" />
          {t('invoice.open')}
        </Link>
      </div>

      <section className="mt-8 rounded-xl border border-steel-200 bg-white p-6">
        <h2 className="mb-6 text-lg font-semibold">{t('orders.progress')}</h2>
        <StageStepper order={order} locale={locale} />
      </section>

      <OrderPayment order={order} payable={payable} receipts={receipts} locale={locale} canSend={viewer.kind === 'customer'} />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section className="overflow-x-auto rounded-xl border border-steel-200 bg-white lg:col-span-2">
          <h2 className="p-4 text-lg font-semibold">{t('orders.items')}</h2>
          <table className="w-full">
            <thead className="bg-steel-50 text-sm text-steel-600">
              <tr>
                <th className="p-3 text-start">{t('cart.product')}</th>
                <th className="p-3 text-start">{t('cart.quantity')}</th>
                <th className="p-3 text-start">{t('cart.unitPrice')}</th>
                <th className="p-3 text-end">{t('cart.lineTotal')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-steel-200">
              {order.items.map((item) => (
                <tr key={item.id ?? item.title}>
                  <td className="p-3">
                    {item.title}
                    {item.madeToOrder ? <span className="block text-xs text-amber-800" data-testid="made-to-order">{t('cart.madeToOrder')}</span> : null}
                  </td>
                  <td className="p-3">
                    {format.number(item.quantity, 'digits', { maximumFractionDigits: 2 })} {t(`catalog.unit.${item.unit}`)}
                  </td>
                  <td className="p-3"><Toman amount={item.unitPrice} /></td>
                  <td className="p-3 text-end"><Toman amount={item.lineTotal} /></td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {order.freight ? (
                <tr className="border-t border-steel-200" data-testid="order-freight">
                  <td className="p-3" colSpan={3}>
                    {t('orders.freight')}
                  </td>
                  <td className="p-3 text-end">
                    <Toman amount={order.freight} />
                  </td>
                </tr>
              ) : null}
              <tr className="border-t border-steel-200 font-bold">
                <td className="p-3" colSpan={3}>
                  {t('orders.total')}
                </td>
                <td className="p-3 text-end text-primary-700" data-testid="order-total">
                  <Toman amount={order.total} />
                </td>
              </tr>
              {weight ? (
                <tr className="border-t border-steel-200">
                  <td className="p-3" colSpan={3}>
                    {t('weight.total')}
                  </td>
                  <td className="p-3 text-end">
                    <WeightTotal weight={weight} />
                  </td>
                </tr>
              ) : null}
            </tfoot>
          </table>
        </section>
        <div className="space-y-6">
        <section className="space-y-2 rounded-xl border border-steel-200 bg-white p-6">
          <h2 className="text-lg font-semibold">{t('orders.delivery')}</h2>
          <p>
            <span className="text-steel-500">{t('orders.address')}: </span>
            {order.address}
          </p>
          <p>
            <span className="text-steel-500">{t('orders.phone')}: </span>
            <span dir="ltr">{localizeDigits(order.phone, locale)}</span>
          </p>
          {order.note ? (
            <p>
              <span className="text-steel-500">{t('orders.note')}: </span>
              {order.note}
            </p>
          ) : null}
        </section>
        <BuyerSummary buyer={order.buyer} />
        </div>
      </div>
    </div>
  )
}
