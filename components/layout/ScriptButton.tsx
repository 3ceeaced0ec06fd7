'use client'

import type { ComponentProps } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * A button that only its code acts on (add to cart, the phone's filters). It says whether that code is running
 * (data-hydrated), so a tap before then waits for it (held-taps.ts), and it prevents the default of
 * every click it takes: that is how the guard knows a tap was taken.
 */
export function ScriptButton({ onClick, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  const hydrated = useHydrated()
  return (
    <button
      {...props}
      type="button"
      data-hydrated={hydrated}
      onClick={(e) => {
        e.preventDefault()
        onClick?.(e)
      }}
    />
  )
}
