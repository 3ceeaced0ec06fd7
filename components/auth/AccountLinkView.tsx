'use client'

import { UserRound, UserRoundCheck } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { Link } from '@/components/i18n/AnchorLink'
import { staticPages } from '@/lib/site/routes'
import type { SessionState } from './use-session'

/** The header's account icon: sign-in for guests (and while the session is asked), the profile for a signed-in visitor. */
export function AccountLinkView({ session }: { session: SessionState }) {
  const t = useTranslations('nav')
  const signedIn = session.status === 'signed-in'
  const label = signedIn ? session.name : t('account')
  return (
    <Link
      href={signedIn ? staticPages.profile : staticPages.auth}
      className="flex items-center gap-1 rounded p-2 hover:bg-steel-100"
      aria-label={label}
      title={label}
      data-testid="account-link"
      data-state={session.status}
    >
      {signedIn ? <UserRoundCheck aria-hidden className="size-5 text-primary-700" /> : <UserRound aria-hidden className="size-5" />}
      {signedIn ? <span className="hidden max-w-32 truncate text-sm font-medium md:inline">{session.name}</span> : null}
    </Link>
  )
}
