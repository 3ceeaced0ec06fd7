'use client'

import { AccountLinkView } from './AccountLinkView'
import { useSession } from './use-session'

export function LiveAccountLink() {
  return <AccountLinkView session={useSession()} />
}
