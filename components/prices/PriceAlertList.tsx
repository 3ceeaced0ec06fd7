import { getTranslations } from 'next-intl/server'
import { removePriceAlertAction } from '@/app/actions/price-alerts'
import { getToman } from '@/components/catalog/toman-server'
import { Link } from '@/components/i18n/AnchorLink'
import type { CustomerViewer } from '@/lib/auth/viewer'
import type { Locale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { listPriceAlerts } from '@/lib/prices/alerts'

/** The customer's price alerts, each with a remove button that works without JavaScript. */
export async function PriceAlertList({ locale, viewer }: { locale: Locale; viewer: CustomerViewer }) {
  const [t, toman, alerts] = await Promise.all([getTranslations('prices.alerts'), getToman(), listPriceAlerts(await getPayloadClient(), viewer, locale)])
  if (!alerts.length) return <p className="text-sm text-steel-700" data-testid="alerts-none">{t('none')}</p>
  return (
    <ul className="divide-y divide-steel-200" data-testid="price-alerts">
      {alerts.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="price-alert">
          <div>
            <Link href={a.path} className="font-medium text-primary-800 hover:underline">
              {a.title}
            </Link>
            <p className="text-sm text-steel-700">
              {a.kind === 'change' ? t('whenChange') : t('whenBelow', { price: toman(a.threshold ?? 0) })} · {t('current', { price: toman(a.price) })}
            </p>
          </div>
          <form action={removePriceAlertAction}>
            <input type="hidden" name="id" value={a.id} />
            <button type="submit" className="rounded-md border border-steel-300 px-3 py-1.5 text-sm hover:bg-steel-50" aria-label={t('removeNamed', { product: a.title })}>
              {t('remove')}
            </button>
          </form>
        </li>
      ))}
    </ul>
  )
}
