'use client'

import { CalendarDays, X } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { describedBy, FieldFrame } from './FieldFrame'
import { localizeDigits } from '@/lib/i18n/numbering'
import { fieldId, inputClass, summaryLabel, type BoundFieldProps } from './field-id'
import { useFieldError } from './use-field-error'

// The calendar (and its library) loads only when a visitor opens a date.
const JalaliCalendar = dynamic(() => import('./JalaliCalendar'), { ssr: false })

/** Wider than this, the calendar opens beside the field; narrower, it fills the screen (SPEC §9). */
const popoverMinWidth = 481

/**
 * A Jalali date (YYYY-MM-DD) chosen in a calendar: the box cannot be typed in, and a picked day
 * counts only once the visitor presses Select (SPEC §5).
 */
export function DateField({ name, label, context, required, className }: BoundFieldProps) {
  const t = useTranslations('forms.date')
  const locale = useLocale()
  const { control } = useFormContext()
  const { field } = useController({ name, control })
  const error = useFieldError(name)
  const [mode, setMode] = useState<'popover' | 'modal' | null>(null)
  const inputRef = useRef<HTMLInputElement | null>(null)
  const id = fieldId(name)
  const value = typeof field.value === 'string' ? field.value : ''

  const open = () => setMode(window.innerWidth >= popoverMinWidth ? 'popover' : 'modal')
  const close = () => {
    setMode(null)
    inputRef.current?.focus()
  }
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={className}>
      <div className="relative">
        <input
          id={id}
          name={field.name}
          ref={(el) => {
            inputRef.current = el
            field.ref(el)
          }}
          readOnly
          value={localizeDigits(value, locale)}
          placeholder={t('placeholder')}
          onClick={open}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
              e.preventDefault()
              open()
            }
          }}
          onBlur={field.onBlur}
          aria-haspopup="dialog"
          aria-required={required || undefined}
          data-label={summaryLabel(label, context)}
          data-value={value}
          // Persian digits with hyphens read left to right by themselves; Arabic-Indic ones need the hint.
          dir={locale === 'ar' && value ? 'ltr' : undefined}
          className={`${inputClass} pe-16`}
          {...describedBy(id, null, error)}
        />
        <div className="absolute inset-y-0 end-2 flex items-center gap-1">
          {value ? (
            <button type="button" onClick={() => field.onChange('')} className="rounded p-1 text-steel-500 hover:bg-steel-100" aria-label={t('clear')}>
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
          <button type="button" onClick={open} aria-haspopup="dialog" className="rounded p-1 text-steel-600 hover:bg-steel-100" aria-label={t('open')}>
            <CalendarDays className="size-4" aria-hidden="true" />
          </button>
        </div>
        {mode ? (
          <JalaliCalendar
            value={value}
            mode={mode}
            locale={locale}
            onConfirm={(picked) => {
              field.onChange(picked)
              close()
            }}
            onCancel={close}
          />
        ) : null}
      </div>
    </FieldFrame>
  )
}
