import type { Field, Plugin } from 'payload'

const Cell = '/components/admin/AdminNumberCell#AdminNumberCell'
const NumberField = '/components/admin/AdminNumberField#AdminNumberField'

/** A number field that shows its value grouped and in the admin's digits in list columns and in the edit view. */
function adminNumber(field: Field): Field {
  if (field.type === 'number' && !field.hasMany) {
    return { ...field, admin: { ...field.admin, components: { Cell, Field: NumberField, ...field.admin?.components } } }
  }
  if (field.type === 'array' || field.type === 'group' || field.type === 'row' || field.type === 'collapsible') {
    return { ...field, fields: field.fields.map(adminNumber) } as Field
  }
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(adminNumber) })) }
  if (field.type === 'blocks') return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(adminNumber) })) }
  return field
}

/**
 * Staff read amounts grouped and in Persian digits (۷۰۲٬۰۰۰), as the shop writes them: every number
 * field of every collection and global, in list columns and read-only in the edit view. Payload
 * itself prints the bare number («702000»).
 */
export const adminNumbers: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: collection.fields.map(adminNumber) })),
  globals: config.globals?.map((global) => ({ ...global, fields: global.fields.map(adminNumber) })),
})
