import { autoConvertDigitsToEN, verifyIranianLegalId, verifyIranianNationalId } from '@persian-tools/persian-tools'
import '@/lib/forms/zod'
import { z } from 'zod'
import { normalizeMobile } from '@/lib/auth/mobile'
import { formErrors, type FormErrorKey } from './errors'
import { formatJalaliParts, jalaliYears, parseJalali } from '@/lib/dates/jalali-days'

/**
 * Field rules for the long forms. Every rule takes the string an input holds (Persian or Arabic
 * digits welcome), reports a key from formErrors and yields the normalized value that is stored.
 * `optional` rules accept an empty field and store ''.
 */
type Rule = z.ZodType<string, string>
type Options = { optional?: boolean; max?: number }

const base = () => z.string({ error: formErrors.required })

/** Latin digits, without the spaces, dashes and brackets people type in numbers. */
const digitsOnly = (v: string) => autoConvertDigitsToEN(v).replace(/[\s\-().]/g, '')

function formatted(check: (value: string) => string | null, message: FormErrorKey) {
  return ({ optional = false }: Options = {}): Rule =>
    base().transform((raw, ctx) => {
      const value = autoConvertDigitsToEN(raw).trim()
      if (!value) {
        if (optional) return ''
        ctx.addIssue({ code: 'custom', message: formErrors.required })
        return z.NEVER
      }
      const out = check(value)
      if (out === null) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return out
    })
}

/** Free text: trimmed, limited in length. */
export const text = ({ optional = false, max = 200 }: Options = {}): Rule =>
  base()
    .trim()
    .max(max, formErrors.tooLong)
    .refine((v) => optional || v.length > 0, formErrors.required)

export const mobile = formatted(normalizeMobile, formErrors.mobile)

/** A fixed line: 0, a two-digit area code and eight digits (021 12345678). */
const landlineOf = (v: string) => {
  const d = digitsOnly(v).replace(/^(\+98|0098)/, '0')
  return /^0[1-8]\d{9}$/.test(d) ? d : null
}
export const landline = formatted(landlineOf, formErrors.landline)

/** A contact number that may be a mobile or a fixed line. */
export const phone = formatted((v) => normalizeMobile(v) ?? landlineOf(v), formErrors.phone)

/** Ten digits, never starting with 0. */
export const postalCode = formatted((v) => {
  const d = digitsOnly(v)
  return /^[1-9]\d{9}$/.test(d) ? d : null
}, formErrors.postalCode)

/** A person's national code (کد ملی), ten digits with its checksum. */
export const nationalCode = formatted((v) => {
  const d = digitsOnly(v)
  return /^\d{10}$/.test(d) && verifyIranianNationalId(d) ? d : null
}, formErrors.nationalCode)

/** A company's national ID (شناسه ملی), eleven digits with its checksum. */
export const legalId = formatted((v) => {
  const d = digitsOnly(v)
  return /^\d{11}$/.test(d) && verifyIranianLegalId(d) ? d : null
}, formErrors.legalId)

/**
 * Economic code: today the company's national ID (11 digits) or the person's national code (10),
 * each with its checksum; older certificates carry a 12-digit code.
 */
export const economicCode = formatted((v) => {
  const d = digitsOnly(v)
  if (/^\d{12}$/.test(d)) return d
  if (/^\d{11}$/.test(d)) return verifyIranianLegalId(d) ? d : null
  if (/^\d{10}$/.test(d)) return verifyIranianNationalId(d) ? d : null
  return null
}, formErrors.economicCode)

/** A company registration number: digits only, up to 10. */
export const registrationNumber = formatted((v) => {
  const d = digitsOnly(v)
  return /^\d{1,10}$/.test(d) ? d : null
}, formErrors.registrationNumber)

export const email = formatted((v) => (z.email().safeParse(v).success && v.length <= 254 ? v.toLowerCase() : null), formErrors.email)

/** A website, with or without its scheme; stored with it. */
export const url = formatted((v) => {
  const withScheme = /^https?:\/\//i.test(v) ? v : `https://${v}`
  try {
    const u = new URL(withScheme)
    return /^[^.\s]+(\.[^.\s]+)+$/.test(u.hostname) && withScheme.length <= 300 ? u.toString() : null
  } catch {
    return null
  }
}, formErrors.url)

/** A Jalali date as the picker gives it, stored as YYYY-MM-DD. */
export const jalaliDate = formatted((v) => {
  const parts = parseJalali(v)
  return parts ? formatJalaliParts(parts) : null
}, formErrors.date)

/** A whole number in a range (children, brothers…). */
export const count = ({ optional = false, max = 99 }: Options = {}) =>
  formatted((v) => {
    const d = autoConvertDigitsToEN(v).replace(/\s/g, '')
    return /^\d{1,3}$/.test(d) && Number(d) <= max ? String(Number(d)) : null
  }, formErrors.number)({ optional })

/** A decimal amount (a grade, a salary): Persian decimal separator and thousands separators read. */
export const decimal = ({ optional = false, max = Number.MAX_SAFE_INTEGER }: Options = {}) =>
  formatted((v) => {
    const d = autoConvertDigitsToEN(v).replace(/\s/g, '').replace(/[٫/]/g, '.').replace(/[,،٬]/g, '')
    return /^\d+(\.\d+)?$/.test(d) && Number(d) <= max ? d : null
  }, formErrors.number)({ optional })

/** One of a fixed list of values; an empty choice is "required". */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string({ error: formErrors.required })
    .refine((v) => v !== '', formErrors.required)
    .pipe(z.enum(values, { error: formErrors.choice }))
}

/** A yes/no question answered with radios: 'yes' or 'no', nothing else. */
export const yesNo = () => choice(['yes', 'no'] as const)

/** Several of a fixed list (checkbox group), at least one unless optional. */
export function choices<const T extends readonly [string, ...string[]]>(values: T, { optional = false }: Options = {}) {
  return z
    .array(z.enum(values, { error: formErrors.choice }), { error: formErrors.chooseOne })
    .refine((v) => optional || v.length > 0, formErrors.chooseOne)
    .transform((v) => values.filter((x) => v.includes(x)))
}

type Condition = {
  /** Whether these fields apply, judged on the values as typed. */
  applies: (value: Record<string, unknown>) => boolean
  rules: Record<string, z.ZodType>
}

/**
 * An object whose fields apply only in some cases (legal entities, married applicants, a certificate
 * the company holds…). When a condition applies its fields must pass their rules, each reported at its
 * own path; when it does not they are stored blank. The check runs even when other fields are wrong,
 * so the visitor sees every mistake at once.
 */
export function conditionalObject<S extends z.ZodRawShape, const C extends readonly Condition[]>(shape: S, conditions: C) {
  type Fields = C[number]['rules']
  type Out = z.output<z.ZodObject<S>> & { [K in keyof UnionToIntersection<Fields>]: z.output<UnionToIntersection<Fields>[K] & z.ZodType> }
  type In = z.input<z.ZodObject<S>> & { [K in keyof UnionToIntersection<Fields>]: z.input<UnionToIntersection<Fields>[K] & z.ZodType> }
  const loose: Record<string, z.ZodType> = {}
  for (const c of conditions) for (const key of Object.keys(c.rules)) loose[key] = z.unknown()
  const schema = z
    .object({ ...shape, ...loose })
    .superRefine(
      (parsed, ctx) => {
        const value = parsed as Record<string, unknown>
        for (const { applies, rules } of conditions) {
          if (!applies(value)) continue
          for (const [key, rule] of Object.entries(rules)) {
            const result = rule.safeParse(value[key])
            if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [key, ...issue.path] })
          }
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((parsed) => {
      const value = parsed as Record<string, unknown>
      const out: Record<string, unknown> = { ...value }
      for (const { applies, rules } of conditions) {
        const on = applies(value)
        for (const [key, rule] of Object.entries(rules)) {
          if (on) out[key] = rule.parse(value[key])
          // Blank unless another condition that holds claims the field.
          else if (!conditions.some((c) => c.applies(value) && key in c.rules)) out[key] = Array.isArray(value[key]) ? [] : ''
        }
      }
      return out as Out
    })
  return schema as unknown as z.ZodType<Out, In>
}

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never

/** A Jalali year (1402), within the picker's years. */
export const jalaliYear = formatted((v) => {
  const d = autoConvertDigitsToEN(v).replace(/\s/g, '')
  return /^\d{4}$/.test(d) && Number(d) >= jalaliYears.first && Number(d) < jalaliYears.first + jalaliYears.count ? d : null
}, formErrors.year)

/** A grade out of 20, as Iranian transcripts give it. */
export const grade = formatted((v) => {
  const d = autoConvertDigitsToEN(v).replace(/\s/g, '').replace(/[٫/]/g, '.')
  return /^\d{1,2}(\.\d{1,2})?$/.test(d) && Number(d) <= 20 ? d : null
}, formErrors.gpa)
