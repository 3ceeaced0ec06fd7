'use client'

import { FieldDescription, FieldLabel, NumberField, TextField, useFieldPath, useFormFields, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent, TextFieldClientComponent } from 'payload'
import type { ReactNode } from 'react'
import { adminJalaliText, adminNumberText } from './admin-number-text'

function ReadOnly({ field, path, text }: { field: { label?: unknown; localized?: boolean; required?: boolean; admin?: { description?: unknown } }; path: string; text: string | null }): ReactNode {
  return (
    <div className="field-type read-only">
      <FieldLabel label={field.label as never} localized={field.localized} path={path} required={field.required} />
      <div className="field-type__wrap" id={`field-${path.replace(/\./g, '__')}`}>
        <output className="admin-reading" dir="auto">{text ?? '—'}</output>
      </div>
      <FieldDescription description={field.admin?.description as never} path={path} />
    </div>
  )
}

/**
 * A number in the edit view. Read-only (an order's total, a receipt's amount) it is shown grouped in
 * the admin's digits; editable it keeps Payload's input, with that reading beneath it.
 */
export const AdminNumberField: NumberFieldClientComponent = (props) => {
  const { field, path, readOnly } = props
  // Read through form state, not useField: useField would register a second validator for the field.
  const livePath = useFieldPath() || path
  const value = useFormFields(([fields]) => fields[livePath]?.value)
  const { i18n } = useTranslation()
  const text = adminNumberText(value, i18n.language)
  if (!readOnly && !field.admin?.readOnly) {
    return (
      <>
        <NumberField {...props} />
        {text ? <p className="field-description admin-reading">{text}</p> : null}
      </>
    )
  }
  return <ReadOnly field={field} path={livePath} text={text} />
}

/** A Jalali date kept as text, in the edit view: read-only as the admin shows dates, editable as typed. */
export const AdminJalaliTextField: TextFieldClientComponent = (props) => {
  const { field, path, readOnly } = props
  const livePath = useFieldPath() || path
  const value = useFormFields(([fields]) => fields[livePath]?.value)
  const { i18n } = useTranslation()
  if (!readOnly && !field.admin?.readOnly) return <TextField {...props} />
  return <ReadOnly field={field} path={livePath} text={adminJalaliText(value, i18n.language)} />
}
