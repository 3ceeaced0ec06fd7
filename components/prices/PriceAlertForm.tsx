'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useSession } from '@/components/auth/use-session'
import { SignInPrompt } from '@/components/product/SignInPrompt'

// The form and its checks load only for a signed-in customer.
const PriceAlertComposer = dynamic(() => import('./PriceAlertComposer').then((m) => m.PriceAlertComposer), {
  ssr: false,
  loading: () => <div className="h-32" aria-hidden />,
})

/** A price alert: the form for customers, a sign-in prompt for guests; staff set prices instead. */
export function PriceAlertForm({ productId }: { productId: number }) {
  const t = useTranslations('prices.alerts')
  const session = useSession()
  if (session.status === 'loading') return <div className="h-10" aria-hidden />
  if (session.status === 'guest') return <SignInPrompt text={t('signIn')} testId="alert-sign-in" />
  if (session.kind !== 'customer') return <p className="text-sm text-steel-700">{t('staff')}</p>
  return <PriceAlertComposer productId={productId} />
}
