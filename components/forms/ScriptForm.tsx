'use client'

import type { ComponentProps } from 'react'
import { useHydrated } from '@/components/layout/use-hydrated'

/**
 * A form that only its code sends (no action or method of its own). It says whether that code is
 * running (data-hydrated): until it is, a tap on its button waits (layout/held-taps.ts), and the
 * browser tests wait for it too. Its handler prevents the browser's own sending, as it must anyway.
 */
export function ScriptForm(props: Omit<ComponentProps<'form'>, 'action' | 'method'>) {
  const hydrated = useHydrated()
  return <form {...props} data-hydrated={hydrated} />
}
