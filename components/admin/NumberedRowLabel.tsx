'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'
import type { ArrayFieldClient } from 'payload'
import { adminLocale } from '@/lib/i18n/admin-language'
import { findSubfield, inLanguage, numberedLabel, rowDetail, type AdminText } from './row-label-text'

type Props = {
  /** The row's noun; the array's singular label when not given. */
  noun?: AdminText
  /** A field of the row worth reading after the number (a title, a stage…), when it has a value. */
  detail?: string
  /** The array itself, passed by Payload. */
  field?: ArrayFieldClient
}

/** An array row's header in the admin: «قلم ۱: لوله گالوانیزه» rather than Payload's "Item 01". */
export function NumberedRowLabel({ noun, detail, field }: Props) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const locale = adminLocale(i18n.language)
  const label = numberedLabel(inLanguage(noun ?? field?.labels?.singular, locale), rowNumber ?? 0, locale)
  const extra = detail ? rowDetail(data?.[detail], findSubfield(field?.fields ?? [], detail), locale) : ''
  // Like Payload's own label: clicks go through to the row's collapse toggle.
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {extra ? `${label}: ${extra}` : label}
    </span>
  )
}
