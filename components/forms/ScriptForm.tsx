'use client'

import { useCallback, useEffect, useRef, type ComponentProps } from 'react'
import { useHydrated } from '@/components/layout/use-hydrated'
import { restoreEarlyInput } from './early-input'

/**
 * A form that only its code sends (no action or method of its own). It says whether that code is
 * running (data-hydrated): until it is, a tap on its button waits (layout/held-taps.ts), and the
 * browser tests wait for it too. Its handler prevents the browser's own sending, as it must anyway.
 * Once it runs, what the visitor entered before that is put back over the form's starting values.
 */
export function ScriptForm({ ref, draftRestored = false, ...props }: Omit<ComponentProps<'form'>, 'action' | 'method'> & { draftRestored?: boolean }) {
  const hydrated = useHydrated()
  const own = useRef<HTMLFormElement | null>(null)
  // Once the fields are registered and have their starting values; before the form says it
  // answers (that is a render later), so a tap held until then sends what the visitor entered.
  useEffect(() => restoreEarlyInput(own.current), [])
  // Again once a saved draft has been put back (its effect runs after the one above), over it.
  useEffect(() => {
    if (draftRestored) restoreEarlyInput(own.current)
  }, [draftRestored])
  const bind = useCallback(
    (el: HTMLFormElement | null) => {
      own.current = el
      if (typeof ref === 'function') return ref(el)
      if (ref) ref.current = el
    },
    [ref],
  )
  return <form {...props} ref={bind} data-hydrated={hydrated} />
}
