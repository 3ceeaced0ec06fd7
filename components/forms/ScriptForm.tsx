'use client'

import type { ComponentProps } from 'react'
import { useHydrated } from '@/components/layout/use-hydrated'

/**
 * A form that only its code sends (no action or method of its own). It says whether that code is
 * running (data-hydrated): until it is, a tap on its button waits (held-submits.ts), and the
 * browser tests wait for it too.
 */
export function ScriptForm(props: Omit<ComponentProps<'form'>, 'action' | 'method'>) {
  const hydrated = useHydrated()
  return <form {...props} data-hydrated={hydrated} />
}
