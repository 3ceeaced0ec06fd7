'use client'

import type { ReactNode } from 'react'

type Props = {
  id: string
  label: string
  required?: boolean
  hint?: ReactNode
  error?: string
  /** Say the error as it appears (forms without an error summary). */
  announce?: boolean
  className?: string
  children: ReactNode
}

/**
 * Label, hint and error around one input, tied together for screen readers by id. The star is for the
 * eye; the input's own aria-required tells assistive technology.
 */
export function FieldFrame({ id, label, required, hint, error, announce, className, children }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-steel-800">
        {label}
        {required ? <span className="ms-1 text-red-700" aria-hidden="true">*</span> : null}
      </label>
      {children}
      {hint && !error ? <p id={`${id}-hint`} className="mt-1 text-xs text-steel-500">{hint}</p> : null}
      {error ? <p id={`${id}-error`} role={announce ? 'alert' : undefined} className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  )
}

/** The aria attributes an input needs to point at its hint and error. */
export function describedBy(id: string, hint: unknown, error: string | undefined) {
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': [hint && !error ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  }
}
