'use client'

import { Bell, CircleAlert, CircleCheck, X } from 'lucide-react'
import type { ReactNode } from 'react'
import toast, { type Toast } from 'react-hot-toast'

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

const tones = {
  primary: { bar: 'bg-primary-600', icon: <Bell aria-hidden className="size-5 text-primary-700" /> },
  success: { bar: 'bg-primary-600', icon: <CircleCheck aria-hidden className="size-5 text-primary-700" /> },
  warning: { bar: 'bg-amber-500', icon: <CircleAlert aria-hidden className="size-5 text-amber-600" /> },
} as const

function NotificationCard({ t, n }: { t: Toast; n: Notification }) {
  const dir = typeof document === 'undefined' ? undefined : document.documentElement.dir || undefined
  const tone = tones[n.color ?? 'primary']
  const dismiss = () => toast.dismiss(t.id)
  return (
    <div
      role={n.color === 'warning' ? 'alert' : 'status'}
      data-testid="notification"
      dir={dir}
      className={`toast-item pointer-events-auto relative flex overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-black/10 transition-opacity duration-300 ${t.visible ? 'opacity-100' : 'opacity-0'}`}
    >
      <span className={`w-1 shrink-0 ${tone.bar}`} aria-hidden />
      <div className="flex flex-1 items-start gap-3 p-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a tiny avatar from any origin, not worth the optimizer */}
        {n.avatar ? <img src={n.avatar} alt="" className="size-10 rounded-full object-cover" /> : (n.icon ?? tone.icon)}
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{n.title}</p>
          {n.description ? <p className="mt-1 text-sm text-steel-700">{n.description}</p> : null}
          {n.actions?.length ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {n.actions.map((a) => (
                <button
                  key={a.label}
                  type="button"
                  onClick={() => {
                    a.onClick()
                    dismiss()
                  }}
                  className="rounded-md bg-primary-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-700"
                >
                  {a.label}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        {n.closeButton !== false ? (
          <button type="button" onClick={dismiss} aria-label={n.closeLabel ?? 'Close'} className="rounded p-1 text-steel-500 hover:bg-steel-100">
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  )
}

const callbacks = new Map<string, () => void>()

/** Shows a notification; returns its id. Auto-dismissed after `timeout`, paused while hovered. */
export function notify(n: Notification): string {
  const id = toast.custom((t) => <NotificationCard t={t} n={n} />, {
    id: n.id,
    duration: n.timeout ?? NOTIFICATION_TIMEOUT_MS,
  })
  if (n.callback) callbacks.set(id, n.callback)
  return id
}

/** Runs a finished notification's callback once (the Toaster calls it when a toast is removed). */
export function runNotificationCallback(id: string) {
  const cb = callbacks.get(id)
  callbacks.delete(id)
  cb?.()
}
