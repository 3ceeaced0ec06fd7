import { Package, ShoppingCart } from 'lucide'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { LogoutButton } from '@/components/auth/LogoutButton'
import { MobileChange } from '@/components/auth/MobileChange'
import { PasswordChangeForm } from '@/components/auth/PasswordChangeForm'
import { ProfileDetailsForm } from '@/components/auth/ProfileDetailsForm'
import { BuyerDetailsForm } from '@/components/buyer/BuyerDetailsForm'
import { Link } from '@/components/i18n/AnchorLink'
import { PriceAlertList } from '@/components/prices/PriceAlertList'
import type { Locale } from '@/lib/i18n/config'
import { openedByCodeRecently } from '@/lib/auth/code-sessions'
import { buyerFormValues } from '@/lib/orders/buyer'
import type { CustomerViewer } from '@/lib/auth/viewer'
import { getPayloadClient } from '@/lib/payload'
import { staticPages } from '@/lib/site/routes'
import { Icon } from '@/components/icons/Icon'

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-steel-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="mb-4 text-lg font-semibold text-steel-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

export async function CustomerProfile({ locale, viewer }: { locale: Locale; viewer: CustomerViewer }) {
  const [t, tp, tb, afterCode] = await Promise.all([getTranslations('profile'), getTranslations('prices.alerts'), getTranslations('buyer'), openedByCodeRecently(await getPayloadClient(), viewer.sessionId)])
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Card id="details" title={t('details')}>
          <ProfileDetailsForm initial={{ name: viewer.name, email: viewer.email }} />
        </Card>
        <Card id="buyer" title={tb('title')}>
          <BuyerDetailsForm initial={buyerFormValues(viewer.user.buyer)} />
        </Card>
        <Card id="mobile" title={t('mobileTitle')}>
          <MobileChange locale={locale} mobile={viewer.mobile} verified={viewer.mobileVerified} />
        </Card>
        <Card id="password" title={t('passwordTitle')}>
          <PasswordChangeForm afterCode={afterCode} />
        </Card>
        <Card id="price-alerts" title={tp('listTitle')}>
          <PriceAlertList locale={locale} viewer={viewer} />
        </Card>
      </div>
      <aside className="space-y-4">
        <Link href={staticPages.orders} className="flex items-start gap-3 rounded-xl border border-steel-200 bg-white p-5 shadow-sm hover:border-primary-400" data-testid="profile-orders">
          <Icon icon={Package} aria-hidden className="size-7 shrink-0 text-primary-600" />
          <span>
            <span className="block font-semibold">{t('orders')}</span>
            <span className="text-sm text-steel-700">{t('ordersText')}</span>
          </span>
        </Link>
        <Link href={staticPages.cart} className="flex items-center gap-3 rounded-xl border border-steel-200 bg-white p-5 shadow-sm hover:border-primary-400">
          <Icon icon={ShoppingCart} aria-hidden className="size-7 shrink-0 text-primary-600" />
          <span className="font-semibold">{t('cart')}</span>
        </Link>
        <LogoutButton locale={locale} />
      </aside>
    </div>
  )
}
