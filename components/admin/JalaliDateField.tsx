'use client'

import { DateTimeField, FieldDescription, FieldLabel, useFieldPath, useFormFields, useTranslation } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'
import { adminDateText, hasTimeOfDay } from './admin-date-text'

/**
 * A date field in the edit view. Read-only dates are shown in the Jalali calendar only; editable
 * ones keep Payload's (Gregorian) picker for input, with the Jalali reading of the chosen date
 * beneath it so staff can check it in the calendar they use.
 */
export const JalaliDateField: DateFieldClientComponent = (props) => {
  const { field, path, readOnly } = props
  // Read through form state, not useField: useField would register a second validator for the field.
  const livePath = useFieldPath() || path
  const value = useFormFields(([fields]) => fields[livePath]?.value)
  const { i18n } = useTranslation()
  const text = adminDateText(value, i18n.language, hasTimeOfDay(field))

  if (!readOnly && !field.admin?.readOnly) {
    return (
      <>
        <DateTimeField {...props} />
        {text ? <p className="field-description jalali-date-reading">{text}</p> : null}
      </>
    )
  }
  return (
    <div className="field-type date-time-field read-only">
      <FieldLabel label={field.label} localized={field.localized} path={livePath} required={field.required} />
      <div className="field-type__wrap" id={`field-${livePath.replace(/\./g, '__')}`}>
        <output className="jalali-date">{text ?? '—'}</output>
      </div>
      <FieldDescription description={field.admin?.description} path={livePath} />
    </div>
  )
}
