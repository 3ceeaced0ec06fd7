import { DefaultCell } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps, TextFieldClient } from 'payload'
import { adminJalaliText, adminNumberText } from './admin-number-text'

/** Handed to Payload's own cell as text, so it keeps linking to the document when it is the first column. */
function asTextCell(props: DefaultServerCellComponentProps, text: string | null) {
  if (text === null) return null
  const { collectionSlug, field, link, linkURL, rowData } = props
  const asText = { name: 'name' in field ? field.name : 'value', type: 'text' } as TextFieldClient
  return <DefaultCell cellData={text} collectionSlug={collectionSlug} field={asText} link={link} linkURL={linkURL} rowData={{ id: rowData.id }} />
}

/** A number column of a list view (totals, amounts, prices): grouped, in the admin's digits. */
export function AdminNumberCell(props: DefaultServerCellComponentProps) {
  return asTextCell(props, adminNumberText(props.cellData, props.i18n.language))
}

/** A column of Jalali dates kept as text (a receipt's transfer date): «۱۴ آذر ۱۴۰۵». */
export function AdminJalaliTextCell(props: DefaultServerCellComponentProps) {
  return asTextCell(props, adminJalaliText(props.cellData, props.i18n.language))
}
