import type { CollectionConfig, Field, Plugin } from 'payload'

const Cell = '/components/admin/JalaliDateCell#JalaliDateCell'
const DateField = '/components/admin/JalaliDateField#JalaliDateField'
const DocumentDates = '/components/admin/DocumentDates#DocumentDates'

/** A date field that shows its value in the Jalali calendar in list columns and in the edit view. */
function jalaliField(field: Field): Field {
  if (field.type === 'date') {
    return { ...field, admin: { ...field.admin, components: { Cell, Field: DateField, ...field.admin?.components } } }
  }
  if (field.type === 'array' || field.type === 'group' || field.type === 'row' || field.type === 'collapsible') {
    return { ...field, fields: field.fields.map(jalaliField) } as Field
  }
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(jalaliField) })) }
  if (field.type === 'blocks') return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(jalaliField) })) }
  return field
}

/**
 * Payload adds createdAt and updatedAt itself, after plugins run, unless a collection declares
 * them. Declared here as Payload would (same column, index and label) so their list columns can be
 * given the Jalali cell too; they also say they hold a time of day, which the cell then shows.
 */
const timestamps: Field[] = [
  { name: 'updatedAt', type: 'date', index: true, label: ({ t }) => t('general:updatedAt'), admin: { hidden: true, disableBulkEdit: true, date: { pickerAppearance: 'dayAndTime' } } },
  { name: 'createdAt', type: 'date', index: true, label: ({ t }) => t('general:createdAt'), admin: { hidden: true, disableBulkEdit: true, date: { pickerAppearance: 'dayAndTime' } } },
]

function withJalaliDates(collection: CollectionConfig): CollectionConfig {
  if (collection.timestamps === false) return { ...collection, fields: collection.fields.map(jalaliField) }
  const declared = new Set(collection.fields.flatMap((f) => ('name' in f ? [f.name] : [])))
  const fields = [...collection.fields, ...timestamps.filter((t) => 'name' in t && !declared.has(t.name))]
  const edit = collection.admin?.components?.edit
  return {
    ...collection,
    fields: fields.map(jalaliField),
    admin: {
      ...collection.admin,
      components: { ...collection.admin?.components, edit: { ...edit, beforeDocumentControls: [...(edit?.beforeDocumentControls ?? []), DocumentDates] } },
    },
  }
}

/**
 * Staff read every date in the Jalali calendar, in Tehran time (SPEC.md §1): list columns, date
 * fields and the dates in a document's header, in every collection and global. Payload itself
 * formats dates with date-fns, which knows only the Gregorian calendar.
 */
export const jalaliDates: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withJalaliDates),
  globals: config.globals?.map((global) => ({ ...global, fields: global.fields.map(jalaliField) })),
})
