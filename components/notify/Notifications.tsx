'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { afterLoad } from '@/components/layout/after-load'
import { announcements, loadToastArea, notify } from './notify'

const ToastArea = dynamic(loadToastArea, { ssr: false })

/**
 * The one notification area of the site, plus the notices every page needs (connection lost).
 * What a notification says goes to two live regions that stand on the page from the start (a
 * region inserted with its text is not read by every screen reader): warnings at once, the rest
 * politely. The toasts themselves load once the page is idle or the first one is shown.
 */
export function Notifications() {
  const t = useTranslations('notify')
  const said = useSyncExternalStore(announcements.subscribe, announcements.read, () => null)
  const [idle, setIdle] = useState(false)

  // Loaded while the page is idle, so a notice shows at once later, even after a new build has
  // replaced this one's files on the server (the new-version notice).
  useEffect(() => afterLoad(() => void loadToastArea().then(() => setIdle(true))), [])

  useEffect(() => {
    const offline = () => notify({ id: 'connection', title: t('warning'), description: t('offline'), color: 'warning', closeLabel: t('close') })
    const online = () => notify({ id: 'connection', title: t('notification'), description: t('online'), closeLabel: t('close') })
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [t])

  // The same words twice in a row must still be heard: every other announcement ends in a no-break space.
  const text = said ? said.text + (said.count % 2 ? '\u00a0' : '') : ''

  return (
    <>
      <div role="status" className="sr-only" data-testid="announce-polite">
        {said && !said.urgent ? text : ''}
      </div>
      <div role="alert" className="sr-only" data-testid="announce-urgent">
        {said?.urgent ? text : ''}
      </div>
      {said || idle ? <ToastArea /> : null}
    </>
  )
}
