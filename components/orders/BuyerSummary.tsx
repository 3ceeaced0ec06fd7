import { getTranslations } from 'next-intl/server'
import type { Order } from '@/cms/payload-types'
import { DetailList, type DetailLine } from '@/components/layout/DetailList'

type Snapshot = NonNullable<Order['buyer']>

/** The buyer as the order recorded them: the lines a proforma invoice prints. */
export async function buyerLines(buyer: Snapshot): Promise<DetailLine[]> {
  const t = await getTranslations('buyer')
  return buyer.kind === 'company'
    ? [
        { label: t('companyName'), value: buyer.name },
        { label: t('legalId'), value: buyer.legalId, ltr: true },
        { label: t('economicCode'), value: buyer.economicCode, ltr: true },
        { label: t('registrationNumber'), value: buyer.registrationNumber, ltr: true },
        { label: t('address'), value: buyer.address },
        { label: t('postalCode'), value: buyer.postalCode, ltr: true },
        { label: t('landline'), value: buyer.landline, ltr: true },
      ]
    : [
        { label: t('name'), value: buyer.name },
        { label: t('nationalCode'), value: buyer.nationalCode, ltr: true },
      ]
}

/** The order's buyer block; orders placed before legal details were asked for have none and show nothing. */
export async function BuyerSummary({ buyer }: { buyer: Order['buyer'] }) {
  if (!buyer?.kind) return null
  const [t, lines] = await Promise.all([getTranslations('buyer'), buyerLines(buyer)])
  return (
    <section className="space-y-2 self-start rounded-xl border border-steel-200 bg-white p-6" data-testid="order-buyer">
      <h2 className="text-lg font-semibold">
        {t('onOrder')} · {t(`kinds.${buyer.kind}`)}
      </h2>
      <DetailList lines={lines} className="space-y-1" />
    </section>
  )
}
