'use client'

import { useFormContext } from 'react-hook-form'
import { fieldId } from './field-id'

/** One yes/no box bound to a boolean field. */
export function Checkbox({ name, label, className }: { name: string; label: string; className?: string }) {
  const { register } = useFormContext()
  return (
    <label className={`inline-flex items-center gap-2 text-steel-800 ${className ?? ''}`}>
      <input type="checkbox" id={fieldId(name)} className="size-4 accent-primary-700" {...register(name)} />
      {label}
    </label>
  )
}
