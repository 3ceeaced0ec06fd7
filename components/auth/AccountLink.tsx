'use client'

import { lazy } from 'react'
import { AfterHydration } from '@/components/layout/AfterHydration'
import { AccountLinkView } from './AccountLinkView'

const LiveAccountLink = lazy(() => import('./LiveAccountLink').then((m) => ({ default: m.LiveAccountLink })))

/** The header's account icon, drawn at once in its loading state and told the session once its code is here. */
export function AccountLink() {
  return (
    <AfterHydration fallback={<AccountLinkView session={{ status: 'loading' }} />}>
      <LiveAccountLink />
    </AfterHydration>
  )
}
