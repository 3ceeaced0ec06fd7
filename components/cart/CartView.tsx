'use client'

import { useTranslations } from 'next-intl'
import { lazy } from 'react'
import { AfterHydration } from '@/components/layout/AfterHydration'
import type { Locale } from '@/lib/i18n/config'

const LiveCartView = lazy(() => import('./LiveCartView').then((m) => ({ default: m.LiveCartView })))

/**
 * The cart lives in the browser and is priced by the server, so the page arrives without it: a
 * line saying it is on its way, then the cart itself once its code is here.
 */
export function CartView({ locale }: { locale: Locale }) {
  const t = useTranslations('cart')
  return (
    <AfterHydration
      fallback={
        <p className="min-h-40 text-steel-600" aria-busy="true" data-testid="cart-waiting">
          {t('loading')}
        </p>
      }
    >
      <LiveCartView locale={locale} />
    </AfterHydration>
  )
}
