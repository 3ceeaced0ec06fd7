'use client'

import type { HTMLAttributes, ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { Field, TextAreaField } from './Field'
import { fieldId, summaryLabel, type BoundFieldProps } from './field-id'
import { useFieldError } from './use-field-error'

type Props = BoundFieldProps & {
  hint?: ReactNode
  type?: 'text' | 'email' | 'tel' | 'url'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  /** Codes, numbers and addresses on the web read left to right in every language. */
  ltr?: boolean
  multiline?: boolean
  autoComplete?: string
  maxLength?: number
}

/** A Field (or text area) of a long form, bound to the surrounding form by its path; its error goes to the summary. */
export function TextField({ name, label, context, type = 'text', inputMode, ltr, multiline, ...rest }: Props) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const bound = {
    ...rest,
    ...register(name),
    id: fieldId(name),
    label,
    error,
    announce: false,
    'data-label': summaryLabel(label, context),
    dir: ltr ? 'ltr' : undefined,
  }
  return multiline ? <TextAreaField {...bound} /> : <Field {...bound} type={type} inputMode={inputMode} />
}
