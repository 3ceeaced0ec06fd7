'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { CustomerOnly } from '@/components/auth/CustomerOnly'

// The form and its checks load only for a signed-in customer.
const PriceAlertComposer = dynamic(() => import('./PriceAlertComposer').then((m) => m.PriceAlertComposer), {
  ssr: false,
  loading: () => <div className="h-32" aria-hidden />,
})

/** A price alert: the form for customers, a sign-in prompt for guests; staff set prices instead. */
export function PriceAlertForm({ productId }: { productId: number }) {
  const t = useTranslations('prices.alerts')
  return (
    <CustomerOnly signIn={t('signIn')} staff={t('staff')} testId="alert-sign-in">
      <PriceAlertComposer productId={productId} />
    </CustomerOnly>
  )
}
