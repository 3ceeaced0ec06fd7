'use client'

import { LogOut } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useTransition } from 'react'
import { logoutAction } from '@/app/actions/auth'
import { forgetCart } from '@/components/cart/cart-store'
import { ScriptButton } from '@/components/layout/ScriptButton'
import type { Locale } from '@/lib/i18n/config'

/**
 * Ends the session on the server, then a full load so every island forgets the visitor. A tap
 * before the profile's code runs waits for it (a browser test's tap right after the page showed was lost).
 */
export function LogoutButton({ locale }: { locale: Locale }) {
  const t = useTranslations('profile')
  const [pending, start] = useTransition()
  return (
    <ScriptButton
      disabled={pending}
      onClick={() =>
        start(async () => {
          const { next } = await logoutAction(locale)
          // After the session is gone, so clearing the browser's copy cannot empty the account's cart.
          forgetCart()
          window.location.assign(next)
        })
      }
      className="inline-flex items-center gap-2 rounded-lg border border-red-200 px-4 py-2 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
    >
      <LogOut aria-hidden className="size-4" />
      {t('logout')}
    </ScriptButton>
  )
}
