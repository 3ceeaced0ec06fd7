'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { Toaster, useToasterStore } from 'react-hot-toast'
import { notify, NOTIFICATION_TIMEOUT_MS, runNotificationCallback } from './notify'

/** The one notification area of the site, plus the notices every page needs (connection lost). */
export function Notifications() {
  const t = useTranslations('notify')
  const { toasts } = useToasterStore()
  const seen = useRef(new Set<string>())

  // A toast leaves the store when it is gone: that is when its callback runs.
  useEffect(() => {
    const current = new Set(toasts.map((x) => x.id))
    for (const id of seen.current) if (!current.has(id)) runNotificationCallback(id)
    seen.current = current
  }, [toasts])

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

  return (
    <Toaster
      position="bottom-right"
      gutter={12}
      containerClassName="notifications"
      // ltr keeps the stack on the physical right in every locale; each card sets its own direction.
      containerStyle={{ inset: '1rem', direction: 'ltr' }}
      toastOptions={{ duration: NOTIFICATION_TIMEOUT_MS }}
    />
  )
}
