'use client'

import { get, useFormContext, type FieldError } from 'react-hook-form'
import { useFormErrorText } from './use-form-text'

/** The visitor-language error of a field by its path, if any. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext()
  const errorText = useFormErrorText()
  const error = get(formState.errors, name) as FieldError | undefined
  return errorText(error?.message)
}
