'use client'

import { useTranslations } from 'next-intl'
import { useFormContext } from 'react-hook-form'
import { describedBy, FieldFrame } from './FieldFrame'
import { fieldId, inputClass, summaryLabel, type BoundFieldProps, type FieldOption } from './field-id'
import { useFieldError } from './use-field-error'

type Props = BoundFieldProps & { options: FieldOption[] }

/** A labelled drop-down; starts on "Choose…" so nothing is picked for the visitor. */
export function SelectField({ name, label, context, required, options, className }: Props) {
  const t = useTranslations('forms')
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={className}>
      <select id={id} {...register(name)} {...describedBy(id, null, error)} aria-required={required || undefined} data-label={summaryLabel(label, context)} className={inputClass}>
        <option value="">{t('choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </FieldFrame>
  )
}
