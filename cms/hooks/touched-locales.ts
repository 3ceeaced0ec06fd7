import type { Field } from 'payload'
import { isLocale, locales, type Locale } from '@/lib/i18n/config'

type Data = Record<string, unknown>

/** The values of a document that every locale shows: everything but localized fields. */
function sharedValues(fields: Field[], data: unknown): unknown {
  if (!data || typeof data !== 'object') return data
  const source = data as Data
  const out: Data = {}
  for (const field of fields) {
    if (!('name' in field)) {
      // Rows, collapsibles and unnamed tabs keep their fields at this level.
      if ('fields' in field) Object.assign(out, sharedValues(field.fields, source) as Data)
      if (field.type === 'tabs') for (const tab of field.tabs) Object.assign(out, sharedValues(tab.fields, 'name' in tab ? source[tab.name] : source) as Data)
      continue
    }
    if ('localized' in field && field.localized) continue
    const value = source[field.name]
    if (field.type === 'group') out[field.name] = sharedValues(field.fields, value)
    else if (field.type === 'array') out[field.name] = Array.isArray(value) ? value.map((row) => sharedValues(field.fields, row)) : value
    else out[field.name] = value
  }
  return out
}

/**
 * The locales whose pages a change touched: the edited locale when only its localized text
 * changed; all of them when a value every locale shows changed, or the locale is 'all'.
 */
export function touchedLocales(args: { fields: Field[]; doc: unknown; previousDoc: unknown; locale: unknown }): Locale[] {
  if (!isLocale(args.locale)) return [...locales]
  const before = JSON.stringify(sharedValues(args.fields, args.previousDoc ?? {}))
  const after = JSON.stringify(sharedValues(args.fields, args.doc))
  return before === after ? [args.locale] : [...locales]
}
