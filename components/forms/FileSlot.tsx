'use client'

import { FileText, X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'
import { bundleLimits, fileProblem, kindAccept, sizeLabel, type BundleProblem, type BundleSlot } from '@/lib/forms/bundle'
import { slotId } from './field-id'
import { useProblemText } from './problem-text'

type Props = {
  slot: BundleSlot<never>
  label: string
  hint?: string
  files: File[]
  problems: BundleProblem[]
  onChange: (files: File[]) => void
  /** More about a chosen file (a photo's pixel size, say). */
  about?: (file: File) => ReactNode
}

/**
 * Files for one kind of document. They stay in the browser until the form is sent, then go into the
 * one zip; each pick adds to the list (or, where one file is asked for, replaces it), and each file
 * can be taken out again. A file of the wrong kind or size is refused the moment it is chosen.
 */
export function FileSlot({ slot, label, hint, files, problems, onChange, about }: Props) {
  const t = useTranslations('forms')
  const problemText = useProblemText()
  const locale = useLocale()
  const [refused, setRefused] = useState<BundleProblem[]>([])
  const id = slotId(slot.id)
  const error = problems.length > 0
  const pick = (picked: File[]) => {
    const verdicts = picked.map((f) => fileProblem(slot, f))
    const fine = picked.filter((_, i) => verdicts[i] === null)
    setRefused(verdicts.filter((v): v is BundleProblem => v !== null))
    if (!fine.length) return
    if (slot.maxFiles === 1) return onChange(fine.slice(-1))
    // Picking again adds to the list; the same file twice is kept once.
    const known = new Set(files.map((f) => `${f.name}:${f.size}`))
    onChange([...files, ...fine.filter((f) => !known.has(`${f.name}:${f.size}`))])
  }
  const accept = slot.kinds.flatMap((k) => kindAccept[k]).join(',')
  const kinds = slot.kinds.map((k) => k.toUpperCase()).join(', ')
  return (
    <div data-slot={slot.id}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-steel-800">
        {label}
        {slot.required ? <span className="ms-1 text-red-700" aria-hidden="true">*</span> : null}
      </label>
      {/* The browser's own file button speaks the browser's language; this one speaks the visitor's. */}
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="file"
          multiple={slot.maxFiles > 1}
          accept={accept}
          aria-invalid={error || undefined}
          aria-required={slot.required || undefined}
          aria-describedby={`${id}-hint${refused.length ? ` ${id}-refused` : ''}${error ? ` ${id}-error` : ''}`}
          data-label={label}
          onChange={(e) => {
            pick(Array.from(e.target.files ?? []))
            e.target.value = ''
          }}
          className="peer sr-only"
        />
        <label htmlFor={id} className="cursor-pointer rounded-lg bg-primary-50 px-3 py-2 text-sm font-medium text-primary-800 hover:bg-primary-100 peer-focus-visible:ring-2 peer-focus-visible:ring-primary-600 peer-focus-visible:ring-offset-2">
          {t('files.choose')}
        </label>
        {files.length === 0 ? <span className="text-sm text-steel-500">{t('files.none')}</span> : null}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-steel-500">
        {hint ? `${hint} ` : ''}
        {t('files.accepts', { kinds, size: sizeLabel(slot.maxBytes ?? bundleLimits.fileBytes, locale) })}
      </p>
      {files.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {files.map((f, i) => (
            <li key={`${f.name}:${f.size}`} className="flex items-center gap-2 rounded bg-steel-50 px-2 py-1 text-sm text-steel-800">
              <FileText className="size-4 shrink-0 text-steel-500" aria-hidden="true" />
              <span className="truncate" dir="auto">{f.name}</span>
              <span className="text-xs text-steel-500">{sizeLabel(Math.max(f.size, 1024), locale)}</span>
              {about ? <span className="text-xs text-steel-500">{about(f)}</span> : null}
              <button type="button" onClick={() => onChange(files.filter((_, j) => j !== i))} className="ms-auto rounded p-1 text-steel-500 hover:bg-steel-200" aria-label={t('files.remove', { name: f.name })}>
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div id={`${id}-refused`} role="alert" className="mt-1 space-y-0.5 text-sm text-red-700" data-testid={`refused-${slot.id}`}>
        {refused.map((p, i) => (
          <p key={i}>{problemText(p)}</p>
        ))}
      </div>
      {error ? (
        <div id={`${id}-error`} className="mt-1 space-y-0.5 text-sm text-red-700">
          {problems.map((p, i) => (
            <p key={i}>{problemText(p)}</p>
          ))}
        </div>
      ) : null}
    </div>
  )
}
