'use client'

import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { describedBy, FieldFrame } from './FieldFrame'
import { inputClass } from './field-id'

type Common = {
  name: string
  label: string
  error?: string
  hint?: ReactNode
  /** Say the error as it appears; forms with an error summary (the long forms) leave it to the summary. */
  announce?: boolean
}
type InputProps = InputHTMLAttributes<HTMLInputElement> & Common & { ref?: React.Ref<HTMLInputElement> }
type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Common & { ref?: React.Ref<HTMLTextAreaElement> }

/**
 * What an input or text area takes from its frame: the id, the aria links to hint and error, and the
 * class. `required` marks the field (a star, aria-required) without the browser's own bubble, so every
 * form says what is missing in the visitor's language.
 */
function framed<P extends InputProps | TextAreaProps>({ name, label, error, hint, id, className, required, announce = true, ...control }: P) {
  const inputId = id ?? `field-${name}`
  const frame = { id: inputId, label, hint, error, required, announce, className }
  const attributes = {
    id: inputId,
    name,
    ...describedBy(inputId, hint, error),
    'aria-required': required || undefined,
    className: control.dir === 'ltr' ? `${inputClass} text-start` : inputClass,
    ...control,
  }
  return { frame, attributes }
}

/** A labelled input: the short forms spread `register()` into it, TextField binds it to a long form by path. */
export function Field(props: InputProps) {
  const { frame, attributes } = framed(props)
  return (
    <FieldFrame {...frame}>
      <input {...attributes} />
    </FieldFrame>
  )
}

/** The same for a text of several lines. */
export function TextAreaField({ rows = 3, ...props }: TextAreaProps) {
  const { frame, attributes } = framed(props)
  return (
    <FieldFrame {...frame}>
      <textarea rows={rows} {...attributes} />
    </FieldFrame>
  )
}
