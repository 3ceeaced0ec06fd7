import { DefaultCell } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps, TextFieldClient } from 'payload'
import { adminDateText, hasTimeOfDay } from './admin-date-text'

/**
 * A date column of a list view in the Jalali calendar. Formatted on the server, then handed to
 * Payload's own cell as text so it keeps linking to the document when it is the first column.
 */
export function JalaliDateCell({ cellData, collectionSlug, field, i18n, link, linkURL, rowData }: DefaultServerCellComponentProps) {
  const text = adminDateText(cellData, i18n.language, hasTimeOfDay(field))
  if (text === null) return null
  const asText = { name: 'name' in field ? field.name : 'date', type: 'text' } as TextFieldClient
  return <DefaultCell cellData={text} collectionSlug={collectionSlug} field={asText} link={link} linkURL={linkURL} rowData={{ id: rowData.id }} />
}
