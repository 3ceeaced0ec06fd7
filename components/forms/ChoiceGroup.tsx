'use client'

import { useTranslations } from 'next-intl'
import { useFormContext } from 'react-hook-form'
import { fieldId, summaryLabel, type BoundFieldProps, type FieldOption } from './field-id'
import { useFieldError } from './use-field-error'

type Props = BoundFieldProps & {
  options: FieldOption[]
  /** Radios pick one; checkboxes pick several (the value is then a list). */
  multiple?: boolean
}

/** A fieldset of radios or checkboxes; its first box carries the id the error summary points at. */
export function ChoiceGroup({ name, label, context, required, options, multiple, className }: Props) {
  const t = useTranslations('forms')
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-steel-800">
        {label}
        {required ? <span className="ms-1 text-red-700" aria-hidden="true">*</span> : null}
        {required ? <span className="sr-only"> ({t('required')})</span> : null}
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o, i) => (
          <label key={o.value} className="inline-flex items-center gap-2 text-steel-800">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={o.value}
              id={i === 0 ? id : `${id}-${o.value}`}
              aria-invalid={error ? true : undefined}
              data-label={i === 0 ? summaryLabel(label, context) : undefined}
              className="size-4 accent-primary-700"
              {...register(name)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  )
}
