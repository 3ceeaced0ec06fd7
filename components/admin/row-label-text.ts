import type { ClientField } from 'payload'
import { localizeDigits } from '@/lib/i18n/numbering'
import { defaultLocale, type Locale } from '@/lib/i18n/config'

/** Admin words in the three admin languages, as the Payload config writes them. */
export type AdminText = Record<Locale, string>

/** A label as Payload stores it (a string, or one text per language) in the admin's language. */
export function inLanguage(label: unknown, locale: Locale): string {
  if (typeof label === 'string') return label
  if (!label || typeof label !== 'object') return ''
  const texts = label as Record<string, unknown>
  const text = texts[locale] ?? texts[defaultLocale]
  return typeof text === 'string' ? text : ''
}

/** «قلم ۱», "Item 1", «بند ١»: a row's noun and its number counted from one, in the language's digits. */
export function numberedLabel(noun: string, rowIndex: number, locale: Locale): string {
  return `${noun} ${localizeDigits(String(rowIndex + 1), locale)}`
}

/** A field of an array row by name, looking inside the rows and collapsibles that only lay fields out. */
export function findSubfield(fields: readonly ClientField[], name: string): ClientField | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    if (field.type === 'row' || field.type === 'collapsible') {
      const inner = findSubfield(field.fields, name)
      if (inner) return inner
    }
  }
  return undefined
}

/** What a row's field says, for its label: a text (per language or not) or a chosen option's label. */
export function rowDetail(value: unknown, subfield: ClientField | undefined, locale: Locale): string {
  if (subfield && (subfield.type === 'select' || subfield.type === 'radio')) {
    const option = subfield.options.find((o) => (typeof o === 'string' ? o : o.value) === value)
    if (option !== undefined) return typeof option === 'string' ? option : inLanguage(option.label, locale)
  }
  if (typeof value === 'number') return localizeDigits(String(value), locale)
  return inLanguage(value, locale).trim()
}
