import type { Field } from 'payload'
import { nobody } from '../access/roles'

/**
 * What a visitor sent stays as sent: staff read every field but change only status and notes.
 * Marks the fields (and those nested in groups, rows, tabs and arrays) read-only in the admin and
 * closed to updates through any API.
 */
export function keptAsSent(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: keptAsSent(tab.fields) })) }
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: keptAsSent(field.fields) }
    if (field.type === 'ui') return field
    const locked = { ...field, admin: { ...field.admin, readOnly: true }, access: { ...field.access, update: nobody } } as Field
    if (locked.type === 'group' || locked.type === 'array') return { ...locked, fields: keptAsSent(locked.fields) } as Field
    return locked
  })
}
