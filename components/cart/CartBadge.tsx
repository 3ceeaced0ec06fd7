'use client'

import { ShoppingCart } from 'lucide-react'
import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { Link } from '@/components/i18n/AnchorLink'
import { staticPages } from '@/lib/site/routes'
import { cartStore } from './cart-store'

/** The header's cart link with the number of lines in the cart. */
export function CartBadge() {
  const t = useTranslations()
  // The page's language decides the digits, not the browser's (an English browser on a Persian page).
  const format = useFormatter()
  const count = cartStore.useList().length
  // Said aloud when the cart changes (an item added here or in another tab), not on arrival.
  const [announced, setAnnounced] = useState('')
  useEffect(() => cartStore.subscribe(() => setAnnounced(t('cart.badge', { count: cartStore.read().length }))), [t])
  return (
    <>
      <Link href={staticPages.cart} className="relative rounded p-2 hover:bg-steel-100" aria-label={count ? `${t('nav.cart')} (${t('cart.badge', { count })})` : t('nav.cart')} title={t('nav.cart')}>
        <ShoppingCart aria-hidden className="size-5" />
        {count > 0 ? (
          <span data-testid="cart-count" className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary-600 px-1 text-xs font-bold text-white">
            {format.number(count, 'digits')}
          </span>
        ) : null}
      </Link>
      <span role="status" className="sr-only" data-testid="cart-announcement">
        {announced}
      </span>
    </>
  )
}
