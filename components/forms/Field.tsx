'use client'

import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { describedBy, FieldFrame } from './FieldFrame'
import { inputClass } from './field-id'

type Common = { name: string; label: string; error?: string; hint?: ReactNode }
type InputProps = InputHTMLAttributes<HTMLInputElement> & Common & { ref?: React.Ref<HTMLInputElement> }
type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Common & { ref?: React.Ref<HTMLTextAreaElement> }

/**
 * A labelled input for the short forms (sign-in, profile, checkout, consultation), which take
 * `register()` spread in and say an error as it appears (the long forms use TextField and a summary).
 */
export function Field({ name, label, error, hint, id, className, ...input }: InputProps) {
  const inputId = id ?? `field-${name}`
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} announce className={className}>
      <input id={inputId} name={name} {...describedBy(inputId, hint, error)} className={inputClass} {...input} />
    </FieldFrame>
  )
}

/** The same for a text of several lines. */
export function TextAreaField({ name, label, error, hint, id, className, rows = 3, ...input }: TextAreaProps) {
  const inputId = id ?? `field-${name}`
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} announce className={className}>
      <textarea id={inputId} name={name} rows={rows} {...describedBy(inputId, hint, error)} className={inputClass} {...input} />
    </FieldFrame>
  )
}
