import '@/lib/forms/zod'
import { z } from 'zod'
import { toLatinDigits } from '@/lib/catalog/normalize'
import { calculate, defaultQuantity, priceBases, sectionShapes, shapeSizes, steelErrors, type Section, type SizeField, type SteelField } from './section-weight'

/** Message keys (messages/*.json → calculator.form.errors.*): the rules' codes and an empty field. */
export const calculatorErrors = { required: 'required', ...steelErrors } as const
export type CalculatorErrorKey = (typeof calculatorErrors)[keyof typeof calculatorErrors]

/** Every size field of every shape; a shape reads only its own (shapeSizes) and ignores the rest. */
export const sizeFields = [...new Set(Object.values(shapeSizes).flat())] as SizeField[]

/** The fields whose text is read as a number, in the order the form shows them. */
export const numberFields = [...sizeFields, 'thickness', 'length', 'count', 'price'] as const satisfies readonly SteelField[]

/** More characters than any number a visitor means here; the rest is not read. */
const MAX_TEXT = 32

// Bidi marks come along when a figure is copied out of right-to-left text.
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g
// Thousands written in groups of three only, so "3,2" is refused rather than read as 32.
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/
const PLAIN = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * A number as typed: Persian or Arabic-Indic digits; "٫" (the Persian and Arabic decimal separator)
 * or "/" (how it is often typed on a Persian keyboard) or "." for the decimal point; ",", "٬" or
 * "،" between groups of thousands; a leading minus, so that "-3" is told it must be above zero
 * rather than that it is no number. Null for anything else (letters, "1e3", "3,2").
 */
export function readNumber(raw: string): number | null {
  if (raw.length > 2 * MAX_TEXT) return null
  let text = toLatinDigits(raw.replace(INVISIBLE, '').trim())
    .replace(/[\u066B/]/g, '.')
    .replace(/[\u066C\u060C]/g, ',')
  const negative = /^[-\u2212]/.test(text)
  if (negative) text = text.slice(1)
  if (!(PLAIN.test(text) || GROUPED.test(text))) return null
  const value = Number(text.replace(/,/g, ''))
  return negative ? -value : value
}

const typed = z.string().default('')

/**
 * The weight calculator's inputs as the form holds them (text, so a half-typed figure is kept as
 * typed), read and checked by the rules of lib/steel/section-weight.ts. Yields the calculation;
 * each problem is an issue on its field whose message is a key of calculatorErrors. The price is
 * optional: left empty, there is no estimate.
 */
export const calculatorSchema = z
  .object({
    shape: z.enum(sectionShapes, calculatorErrors.required),
    ...(Object.fromEntries(sizeFields.map((f) => [f, typed])) as Record<SizeField, typeof typed>),
    thickness: typed,
    length: typed,
    count: typed,
    price: typed,
    priceBasis: z.enum(priceBases, calculatorErrors.required).default('kg'),
  })
  .transform((input, ctx) => {
    const flagged = new Set<SteelField>()
    const flag = (field: SteelField, message: string) => {
      if (flagged.has(field)) return
      flagged.add(field)
      ctx.addIssue({ code: 'custom', path: [field], message })
    }
    /** The field's number; NaN (which the rules refuse, and whose problem is already said) when it has none. */
    const read = (field: SteelField): number => {
      const raw = input[field]
      if (!raw.trim()) {
        flag(field, calculatorErrors.required)
        return NaN
      }
      const value = readNumber(raw)
      if (value === null) flag(field, calculatorErrors.notNumber)
      return value ?? NaN
    }

    const sizes = Object.fromEntries(shapeSizes[input.shape].map((f) => [f, read(f)]))
    const section = { shape: input.shape, ...sizes, thickness: read('thickness') } as Section
    const lengthM = read('length')
    const count = read('count')
    const price = input.price.trim() ? { amount: read('price'), basis: input.priceBasis } : null

    const result = calculate({ section, lengthM, count, price })
    if (!result.ok) for (const e of result.errors) flag(e.field, e.code)
    if (!result.ok || flagged.size) return z.NEVER
    return result.value
  })

export type CalculatorInput = z.input<typeof calculatorSchema>
/** The form's values: every field present, as the island keeps them. */
export type CalculatorValues = Required<CalculatorInput>
export type CalculatorOutput = z.output<typeof calculatorSchema>

/** What the form starts with: a six-metre bar, one piece, priced per kilogram. */
export const calculatorDefaults: CalculatorValues = {
  shape: 'round',
  ...(Object.fromEntries(sizeFields.map((f) => [f, ''])) as Record<SizeField, string>),
  thickness: '',
  length: String(defaultQuantity.lengthM),
  count: String(defaultQuantity.count),
  price: '',
  priceBasis: 'kg',
}
