import '@/lib/forms/zod'
import { z } from 'zod'
import { readNumber } from '@/lib/steel/calculator-schema'
import { checkQuantity, checkSection, sectionShapes, shapeSizes, steelLimits, weightPerMetre, type Section, type SectionShape, type SteelErrorCode } from '@/lib/steel/section-weight'
import { formErrors } from '@/lib/forms/errors'
import { jalaliDate, text } from '@/lib/forms/rules'
import { isCityOf } from '@/lib/geo/cities'
import { isProvince } from '@/lib/geo/provinces'
import { MAX_LINES, MAX_TONNES, rfqUnits } from './states'

/** The calculator's refusals, said in the long forms' words (messages → forms.errors). */
const steelToForm: Record<SteelErrorCode, string> = {
  notNumber: formErrors.number,
  notPositive: formErrors.positive,
  sizeTooLarge: formErrors.sizeTooLarge,
  wallTooThick: formErrors.wallTooThick,
  lengthTooLong: formErrors.lengthTooLong,
  countNotWhole: formErrors.wholeNumber,
  countTooLarge: formErrors.quantityTooLarge,
  priceTooLarge: formErrors.quantityTooLarge,
  estimateTooLarge: formErrors.quantityTooLarge,
}

/** The field of a custom line each calculator field is typed into. */
const fieldOf = (steelField: string, shape: SectionShape): 'sizeA' | 'sizeB' | 'wall' | 'length' | 'quantity' => {
  if (steelField === 'thickness') return 'wall'
  if (steelField === 'length') return 'length'
  if (steelField === 'count') return 'quantity'
  return (shapeSizes[shape] as readonly string[]).indexOf(steelField) === 1 ? 'sizeB' : 'sizeA'
}

/** Whether a shape is given by two outside sizes (width × height, two legs…) rather than one. */
export const twoSized = (shape: SectionShape) => shapeSizes[shape].length === 2

const typed = z.string().max(64).default('')

/**
 * One line as the form holds it: a catalogue product (its id, its title shown) or a custom section
 * typed by the buyer, each with a quantity in kilograms, tonnes or branches.
 */
const lineInput = z.object({
  kind: z.enum(['product', 'custom'], formErrors.choice),
  product: typed,
  title: z.string().max(300).default(''),
  shape: z.enum(sectionShapes, formErrors.choice).or(z.literal('')).default(''),
  sizeA: typed,
  sizeB: typed,
  wall: typed,
  length: typed,
  grade: text({ optional: true, max: 100 }),
  coating: text({ optional: true, max: 100 }),
  quantity: typed,
  unit: z.enum(rfqUnits, formErrors.choice),
})

export type RfqLine =
  | { kind: 'product'; product: number; quantity: number; unit: (typeof rfqUnits)[number] }
  | { kind: 'custom'; section: Section; length: number; grade: string; coating: string; quantity: number; unit: (typeof rfqUnits)[number]; kgPerBranch: number }

const line = lineInput.transform((input, ctx): RfqLine => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  const number = (path: 'sizeA' | 'sizeB' | 'wall' | 'length' | 'quantity'): number => {
    const raw = input[path].trim()
    if (!raw) {
      issue(path, formErrors.required)
      return NaN
    }
    const value = readNumber(raw)
    if (value === null) issue(path, formErrors.number)
    else if (value <= 0) issue(path, formErrors.positive)
    return value ?? NaN
  }
  const quantity = number('quantity')
  const unit = input.unit
  if (unit === 'branch' && Number.isFinite(quantity) && !Number.isInteger(quantity)) issue('quantity', formErrors.wholeNumber)
  const tonnes = unit === 'ton' ? quantity : unit === 'kg' ? quantity / 1000 : null
  if (tonnes !== null && tonnes > MAX_TONNES) issue('quantity', formErrors.quantityTooLarge)
  if (unit === 'branch' && quantity > steelLimits.maxCount) issue('quantity', formErrors.quantityTooLarge)

  if (input.kind === 'product') {
    const product = Number(input.product)
    if (!Number.isSafeInteger(product) || product <= 0) issue('product', formErrors.choice)
    return { kind: 'product', product, quantity, unit }
  }
  if (!input.shape) {
    issue('shape', formErrors.required)
    return z.NEVER
  }
  const shape = input.shape
  const sizes = shapeSizes[shape] as readonly string[]
  const section = { shape, [sizes[0]!]: number('sizeA'), ...(sizes[1] ? { [sizes[1]]: number('sizeB') } : {}), thickness: number('wall') } as Section
  const length = number('length')
  if ([...Object.values(section)].some((v) => typeof v === 'number' && !Number.isFinite(v)) || !Number.isFinite(length)) return z.NEVER
  // The calculator's rules: a section it cannot weigh is no section the mill can roll.
  for (const e of [...checkSection(section), ...checkQuantity(length, 1)]) issue(fieldOf(e.field, shape), steelToForm[e.code])
  const perMetre = weightPerMetre(section)
  if (!perMetre.ok) return z.NEVER
  const kgPerBranch = perMetre.value * length
  if (unit === 'branch' && (quantity * kgPerBranch) / 1000 > MAX_TONNES) issue('quantity', formErrors.quantityTooLarge)
  return { kind: 'custom', section, length, grade: input.grade, coating: input.coating, quantity, unit, kgPerBranch }
})

/**
 * A request for quotation, shared by the browser form and the server: one to fifty lines, the
 * delivery city from the lists, an optional wanted date (Jalali, from the picker) and notes. Each
 * problem is an issue on its field whose message is a key of forms.errors.
 */
export const rfqSchema = z
  .object({
    lines: z.array(line).min(1, formErrors.noLines).max(MAX_LINES, formErrors.tooMany),
    province: z.string().refine(isProvince, formErrors.required),
    city: z.string().default(''),
    wantedDate: jalaliDate({ optional: true }),
    customerNote: text({ optional: true, max: 2000 }),
  })
  .superRefine((value, ctx) => {
    if (!isCityOf(value.province, value.city)) ctx.addIssue({ code: 'custom', path: ['city'], message: value.city ? formErrors.city : formErrors.required })
  })

export type RfqInput = z.input<typeof rfqSchema>
export type RfqData = z.output<typeof rfqSchema>
export type RfqLineInput = z.input<typeof lineInput>

export const emptyCustomLine = (): RfqLineInput => ({ kind: 'custom', product: '', title: '', shape: 'round', sizeA: '', sizeB: '', wall: '', length: '6', grade: '', coating: '', quantity: '', unit: 'ton' })

export const emptyRfq = (lines: RfqLineInput[] = []): RfqInput => ({ lines: lines.length ? lines : [emptyCustomLine()], province: '', city: '', wantedDate: '', customerNote: '' })
