import type { InputHTMLAttributes, ReactNode } from 'react'
import { inputClass } from '@/components/forms/field-id'

type Props = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; error?: string; hint?: ReactNode; ref?: React.Ref<HTMLInputElement> }

/** A labelled input with its hint and its error, tied together for screen readers. */
export function Field({ name, label, error, hint, id, className, ...input }: Props) {
  const inputId = id ?? `field-${name}`
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-steel-800">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={inputClass}
        {...input}
      />
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-xs text-steel-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
