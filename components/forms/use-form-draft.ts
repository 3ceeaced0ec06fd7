'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

const saveDelayMs = 400

/** Restores a draft over the blank form: fields added since the draft was saved keep their blanks. */
function merge(blank: unknown, saved: unknown): unknown {
  if (Array.isArray(blank)) return Array.isArray(saved) ? saved : blank
  if (blank && typeof blank === 'object') {
    const out: Record<string, unknown> = { ...(blank as Record<string, unknown>) }
    if (saved && typeof saved === 'object' && !Array.isArray(saved))
      for (const key of Object.keys(out)) if (key in saved) out[key] = merge(out[key], (saved as Record<string, unknown>)[key])
    return out
  }
  return typeof saved === typeof blank ? saved : blank
}

/**
 * Keeps a long form's answers in this browser as the visitor types (files excepted: browsers cannot
 * store them), restores them after a reload and forgets them once the form is sent.
 */
export function useFormDraft<T extends FieldValues>(key: string, form: UseFormReturn<T, unknown, unknown>, blank: () => T) {
  const [restored, setRestored] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    let saved: unknown = null
    try {
      saved = JSON.parse(localStorage.getItem(key) ?? 'null')
    } catch {
      localStorage.removeItem(key)
    }
    if (saved && typeof saved === 'object') {
      form.reset(merge(blank(), saved) as T)
      // After this effect, so the notice renders with the restored values.
      queueMicrotask(() => setRestored(true))
    }
    const empty = JSON.stringify(blank())
    const subscription = form.watch((values) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        try {
          const json = JSON.stringify(values)
          // A blank form is no draft (after "start over", say).
          if (json === empty) localStorage.removeItem(key)
          else localStorage.setItem(key, json)
        } catch {
          // Storage full or disabled: the form still works, only without a draft.
        }
      }, saveDelayMs)
    })
    return () => {
      clearTimeout(timer.current)
      subscription.unsubscribe()
    }
    // The draft is read once, when the form first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  const clear = useCallback(() => {
    clearTimeout(timer.current)
    localStorage.removeItem(key)
    setRestored(false)
  }, [key])
  const discard = useCallback(() => {
    clear()
    form.reset(blank())
  }, [clear, form, blank])
  return { restored, clear, discard }
}
