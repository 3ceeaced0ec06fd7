'use client'

import { Plus, Trash2 } from 'lucide-react'
import { useFormatter, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form'

type Props = {
  name: string
  label: string
  /** What one row is called: "certificate", "job". */
  itemLabel: string
  newItem: () => FieldValues
  max?: number
  /**
   * The fields of row `index`, whose paths start with `prefix` (`otherCertificates.0`); `rowName`
   * ("job 2" in the page's digits) tells the row's fields apart in the list of mistakes.
   */
  children: (prefix: string, index: number, rowName: string) => ReactNode
}

/** A list of rows the visitor adds and removes (other certificates, jobs held…). */
export function Repeatable({ name, label, itemLabel, newItem, max = 10, children }: Props) {
  const t = useTranslations('forms.repeat')
  const format = useFormatter()
  const { control } = useFormContext()
  const { fields, append, remove } = useFieldArray({ control, name })
  return (
    <fieldset className="space-y-3" data-repeatable={name}>
      <legend className="text-sm font-semibold text-steel-800">{label}</legend>
      {fields.length === 0 ? <p className="text-sm text-steel-500">{t('empty')}</p> : null}
      {fields.map((field, index) => {
        const rowName = `${itemLabel} ${format.number(index + 1, 'digits')}`
        return (
          <div key={field.id} className="rounded-lg border border-steel-200 p-3" data-row={index}>
            <div className="mb-2 flex items-center justify-between">
              <span className="text-sm font-medium text-steel-700">{rowName}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50"
                aria-label={t('removeItem', { item: itemLabel, n: index + 1 })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('remove')}
              </button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">{children(`${name}.${index}`, index, rowName)}</div>
          </div>
        )
      })}
      {fields.length < max ? (
        <button
          type="button"
          onClick={() => append(newItem())}
          className="inline-flex items-center gap-1 rounded-lg border border-primary-600 px-3 py-1.5 text-sm font-medium text-primary-800 hover:bg-primary-50"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('add', { item: itemLabel })}
        </button>
      ) : null}
    </fieldset>
  )
}
