'use client'

import type { HTMLAttributes, ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { describedBy, FieldFrame } from './FieldFrame'
import { fieldId, inputClass } from './field-id'
import { useFieldError } from './use-field-error'

type Props = {
  name: string
  label: string
  /** Where the field sits (an office, a certificate), for the error summary. */
  context?: string
  required?: boolean
  hint?: ReactNode
  type?: 'text' | 'email' | 'tel' | 'url'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  /** Codes, numbers and addresses on the web read left to right in every language. */
  ltr?: boolean
  multiline?: boolean
  autoComplete?: string
  maxLength?: number
  className?: string
}

/** A labelled text input (or text area) bound to the surrounding form by its path. */
export function TextField({ name, label, context, required, hint, type = 'text', inputMode, ltr, multiline, autoComplete, maxLength, className }: Props) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  const shared = {
    id,
    ...register(name),
    ...describedBy(id, hint, error),
    'aria-required': required || undefined,
    'data-label': context ? `${context}: ${label}` : label,
    dir: ltr ? 'ltr' : undefined,
    maxLength,
    autoComplete,
    className: `${inputClass} ${ltr ? 'text-start' : ''}`,
  }
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {multiline ? <textarea rows={3} {...shared} /> : <input type={type} inputMode={inputMode} {...shared} />}
    </FieldFrame>
  )
}
