'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { adminDateText } from './admin-date-text'

/**
 * When the open document was last changed and created, in the Jalali calendar. Stands in for
 * Payload's own pair in the document header, which can only write Gregorian dates (custom.css
 * hides that pair).
 */
export function DocumentDates() {
  const { data } = useDocumentInfo()
  const { i18n, t } = useTranslation()
  const updated = adminDateText(data?.updatedAt, i18n.language, true)
  const created = adminDateText(data?.createdAt, i18n.language, true)
  if (!updated && !created) return null
  return (
    <ul className="doc-controls__meta document-dates">
      {updated ? <DateItem label={t('general:lastModified')} text={updated} /> : null}
      {created ? <DateItem label={t('general:created')} text={created} /> : null}
    </ul>
  )
}

function DateItem({ label, text }: { label: string; text: string }) {
  return (
    <li className="doc-controls__list-item">
      <p className="doc-controls__label">{label}:&nbsp;</p>
      <p className="doc-controls__value">{text}</p>
    </li>
  )
}
