'use client'

import { Bell, CircleAlert, CircleCheck, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import toast, { Toaster, useToasterStore, type Toast } from 'react-hot-toast'
import { NOTIFICATION_TIMEOUT_MS, runNotificationCallback, type Notification } from './notify'

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
    // Not a live region itself: a region inserted with its text is not read by every screen reader,
    // so the page's standing regions (Notifications.tsx) say it.
    <div
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

/** Puts a notification on screen (called by notify once this module has loaded). */
export function show(id: string, n: Notification) {
  toast.custom((t) => <NotificationCard t={t} n={n} />, { id, duration: n.timeout ?? NOTIFICATION_TIMEOUT_MS })
}

/** The stack of notifications on screen. */
export default function ToastArea() {
  const { toasts } = useToasterStore()
  const seen = useRef(new Set<string>())

  // A toast leaves the store when it is gone: that is when its callback runs.
  useEffect(() => {
    const current = new Set(toasts.map((x) => x.id))
    for (const id of seen.current) if (!current.has(id)) runNotificationCallback(id)
    seen.current = current
  }, [toasts])

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
