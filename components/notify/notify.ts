import type { ReactNode } from 'react'

export const NOTIFICATION_TIMEOUT_MS = 5000

export type NotificationAction = { label: string; onClick: () => void }

/** The notification of SPEC.md §3. */
export type Notification = {
  id?: string
  title: string
  description?: string
  icon?: ReactNode
  avatar?: string
  actions?: NotificationAction[]
  closeButton?: boolean
  closeLabel?: string
  timeout?: number
  /** Called once the notification has gone, whether it timed out or was closed. */
  callback?: () => void
  color?: 'primary' | 'warning' | 'success'
}

const callbacks = new Map<string, () => void>()

/** What the last notification says, for the page's standing live regions; warnings are urgent. */
export type Announcement = { text: string; urgent: boolean; count: number }
let lastAnnouncement: Announcement | null = null
const listeners = new Set<() => void>()

export const announcements = {
  read: () => lastAnnouncement,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

function announce(n: Notification) {
  const text = [n.title, n.description].filter(Boolean).join('. ')
  lastAnnouncement = { text, urgent: n.color === 'warning', count: (lastAnnouncement?.count ?? 0) + 1 }
  for (const listener of listeners) listener()
}

/**
 * The toast library and the card are loaded only when they are needed (or once the page is idle,
 * see Notifications): most visits never show a notification, and every page paid for them.
 */
export const loadToastArea = () => import('./ToastArea')

let serial = 0

/** Shows a notification; returns its id. Auto-dismissed after `timeout`, paused while hovered. */
export function notify(n: Notification): string {
  serial += 1
  const id = n.id ?? `n${serial}`
  if (n.callback) callbacks.set(id, n.callback)
  announce(n)
  const show = () => loadToastArea().then((area) => area.show(id, n))
  // Offline before the toasts' code came (the live regions have spoken already): show it once back.
  show().catch(() => window.addEventListener('online', () => void show().catch(() => {}), { once: true }))
  return id
}

/** Runs a finished notification's callback once (the toast area calls it when a toast is removed). */
export function runNotificationCallback(id: string) {
  const cb = callbacks.get(id)
  callbacks.delete(id)
  cb?.()
}
