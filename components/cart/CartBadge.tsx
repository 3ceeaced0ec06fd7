'use client'

import { ShoppingCart } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { Link } from '@/components/i18n/navigation'
import { staticPages } from '@/lib/site/routes'
import { cartStore } from './cart-store'

/** The header's cart link with the number of lines in the cart. */
export function CartBadge() {
  const t = useTranslations()
  const count = cartStore.useList().length
  return (
    <Link href={staticPages.cart} className="relative rounded p-2 hover:bg-steel-100" aria-label={count ? `${t('nav.cart')} (${t('cart.badge', { count })})` : t('nav.cart')} title={t('nav.cart')}>
      <ShoppingCart aria-hidden className="size-5" />
      {count > 0 ? (
        <span data-testid="cart-count" className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary-600 px-1 text-xs font-bold text-white">
          {new Intl.NumberFormat(undefined).format(count)}
        </span>
      ) : null}
    </Link>
  )
}
