import { getTranslations, setRequestLocale } from 'next-intl/server'
import { requireViewer } from '@/components/auth/guard'
import { Link } from '@/components/i18n/AnchorLink'
import { Toman } from '@/components/catalog/Toman'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { Pagination } from '@/components/layout/Pagination'
import { privatePageMetadata } from '@/components/layout/page-metadata'
import { pageLocale } from '@/lib/i18n/config'
import { formatJalali } from '@/lib/dates/format-jalali'
import { listOrders } from '@/lib/orders/customer-orders'
import { getPayloadClient } from '@/lib/payload'
import { staticPages } from '@/lib/site/routes'

// Orders are personal: checked and rendered for each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return privatePageMetadata(locale, 'orders', staticPages.orders)
}

export default async function OrdersPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  setRequestLocale(locale)
  const viewer = await requireViewer(locale, staticPages.orders)
  const t = await getTranslations()
  const requested = Number(Array.isArray(query.page) ? query.page[0] : query.page) || 1
  const { orders, page, pages } = await listOrders(await getPayloadClient(), viewer, requested, locale)

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('pages.orders') }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">{t('pages.orders')}</h1>
      {orders.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-steel-300 p-8 text-center text-steel-700" data-testid="orders-empty">
          {t('orders.empty')}{' '}
          <Link href={staticPages.search} className="font-semibold text-primary-700 hover:underline">
            {t('cart.emptyCta')}
          </Link>
        </p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-xl border border-steel-200 bg-white">
          <table className="w-full text-start" data-testid="orders">
            <thead className="bg-steel-50 text-sm text-steel-600">
              <tr>
                <th className="p-3 text-start">{t('orders.number')}</th>
                <th className="p-3 text-start">{t('orders.date')}</th>
                <th className="p-3 text-start">{t('orders.total')}</th>
                <th className="p-3 text-start">{t('orders.stage')}</th>
                <th className="p-3" />
              </tr>
            </thead>
            <tbody className="divide-y divide-steel-200">
              {orders.map((o) => (
                <tr key={o.id} data-testid="order-row">
                  <td className="p-3 font-mono" dir="ltr">
                    {o.orderNumber}
                  </td>
                  <td className="p-3">{formatJalali(o.createdAt, locale)}</td>
                  <td className="p-3"><Toman amount={o.total} /></td>
                  <td className="p-3">
                    <span className="rounded-full bg-primary-50 px-2 py-0.5 text-sm text-primary-800">{t(`orders.stages.${o.stage}`)}</span>
                  </td>
                  <td className="p-3 text-end">
                    <Link href={`${staticPages.orders}/${o.id}`} className="font-semibold text-primary-700 hover:underline">
                      {t('orders.view')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={pages} hrefFor={(p) => `${staticPages.orders}?page=${p}`} />
    </div>
  )
}
