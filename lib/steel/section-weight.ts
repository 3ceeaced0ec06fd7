import { MAX_PRICE } from '@/lib/catalog/query-params'
import { weightParts } from '@/lib/orders/weight'

/**
 * Weight of the tubes and profiles the catalogue sells, from their nominal sizes: the rules behind
 * the weight calculator. Sizes are in millimetres, lengths in metres, weights in kilograms, prices
 * in toman. Bad input is reported as error codes (message keys under calculator.form.errors),
 * never thrown: the calculator runs on every keystroke.
 */

/** Steel's density, 7.85 g/cm³ (7850 kg/m³): the figure EN 10219-2 and EN 10210-2 tabulate masses with. */
export const STEEL_DENSITY_G_PER_CM3 = 7.85
export const STEEL_DENSITY_KG_PER_M3 = 7850

/** Kilograms in one metre of bar per square millimetre of section (1 mm² = 10⁻⁶ m²). */
const KG_PER_METRE_PER_MM2 = STEEL_DENSITY_KG_PER_M3 / 1_000_000

/** Where the corner radii of square and rectangular hollow sections come from. */
export const CORNER_RADII_STANDARD = 'EN 10219-2'

/**
 * EN 10219-2's corner radii of cold-formed hollow sections, as multiples of the wall thickness t:
 * the first row whose `maxWall` is not below t applies.
 */
export const en10219CornerRadii = [
  { maxWall: 6, outside: 2, inside: 1 },
  { maxWall: 10, outside: 2.5, inside: 1.5 },
  { maxWall: Infinity, outside: 3, inside: 2 },
] as const

/**
 * Angles, channels and Z-sections are taken with sharp corners: their root and toe radii are left
 * out. That is a little lighter than rolled tables (an L 50 × 50 × 5 gives 3.73 kg/m here, 3.77 in
 * EN 10056-1, whose figure includes a 7 mm root fillet).
 */
export const OPEN_PROFILE_ROOT_RADII_IGNORED = true

/**
 * Bounds of what the calculator accepts, generous enough that anything past them is a typing slip
 * rather than an order: 24 m bars, 100,000 pieces, sizes up to 3 m across (which also keeps every
 * figure finite), prices up to the catalogue's largest.
 */
export const steelLimits = { maxLengthM: 24, maxCount: 100_000, maxSizeMm: 3000, maxPrice: MAX_PRICE } as const

/** Where the calculator starts: one bar of the mill length tubes and profiles are sold in. */
export const defaultQuantity = { lengthM: 6, count: 1 } as const

/**
 * Weight per metre is quoted to hundredths of a kilogram, as catalogues and the products'
 * `weight_per_meter` are, and totals are worked out from that quoted figure (as the cart does):
 * a visitor who multiplies 4.51 kg/m by 60 m gets the 270.6 kg shown. Totals are to a tenth.
 */
export const weightRounding = { perMetreDecimals: 2, totalDecimals: 1 } as const

export const sectionShapes = ['round', 'square', 'rectangular', 'angle', 'channel', 'z'] as const
export type SectionShape = (typeof sectionShapes)[number]

/** The outside sizes each shape is given by (mm), besides its wall or thickness. */
export const shapeSizes = {
  round: ['diameter'],
  square: ['side'],
  rectangular: ['width', 'height'],
  angle: ['legA', 'legB'],
  channel: ['height', 'flange'],
  z: ['height', 'flange'],
} as const satisfies Record<SectionShape, readonly string[]>

export type SizeField = (typeof shapeSizes)[SectionShape][number]

/** Hollow sections have a wall; open profiles a thickness (the same field, named for the visitor). */
export const hollowShapes: ReadonlySet<SectionShape> = new Set(['round', 'square', 'rectangular'])

/** One section: its shape, its outside sizes and its wall or thickness `thickness`, all in mm. */
export type Section = { [S in SectionShape]: { shape: S; thickness: number } & Record<(typeof shapeSizes)[S][number], number> }[SectionShape]

/** How the corners of square and rectangular hollow sections are taken. */
export type Corners = 'en10219' | 'sharp'

export const priceBases = ['kg', 'piece'] as const
/** A price per kilogram, or per piece (one bar of the given length). */
export type PriceBasis = (typeof priceBases)[number]

export type SteelField = SizeField | 'thickness' | 'length' | 'count' | 'price'

/** Error codes, each a message key. */
export const steelErrors = {
  notNumber: 'notNumber',
  notPositive: 'notPositive',
  sizeTooLarge: 'sizeTooLarge',
  wallTooThick: 'wallTooThick',
  lengthTooLong: 'lengthTooLong',
  countNotWhole: 'countNotWhole',
  countTooLarge: 'countTooLarge',
  priceTooLarge: 'priceTooLarge',
  estimateTooLarge: 'estimateTooLarge',
} as const
export type SteelErrorCode = (typeof steelErrors)[keyof typeof steelErrors]

export type SteelError = { field: SteelField; code: SteelErrorCode }
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: SteelError[] }

const fail = <T>(errors: SteelError[]): Checked<T> => ({ ok: false, errors })
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals

/** The problem with a number that must be positive and at most `max`, or null when there is none. */
function checkPositive(field: SteelField, value: number, max: number, tooLarge: SteelErrorCode): SteelError | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { field, code: steelErrors.notNumber }
  if (value <= 0) return { field, code: steelErrors.notPositive }
  if (value > max) return { field, code: tooLarge }
  return null
}

/** The outside sizes of a section, in the order of `shapeSizes`. */
export function outsideSizes(section: Section): number[] {
  const sizes = shapeSizes[section.shape] as readonly SizeField[]
  return sizes.map((name) => (section as Partial<Record<SizeField, number>>)[name] ?? NaN)
}

/**
 * Every problem with a section's sizes: each positive and finite, and the wall (or thickness) less
 * than half the smallest outside size, or there would be no hollow left, or no leg beside the
 * other. A square or rectangular tube's outside corner radius must fit in half its smaller side
 * too: past that the standard's corners overlap and the area formula goes negative (a 30 × 30 ×
 * 14 box), while every size EN 10219-2 lists passes.
 */
export function checkSection(section: Section): SteelError[] {
  const names = shapeSizes[section.shape] as readonly SizeField[]
  const sizes = outsideSizes(section)
  const errors = names.flatMap((field, i) => checkPositive(field, sizes[i]!, steelLimits.maxSizeMm, steelErrors.sizeTooLarge) ?? [])
  const wall = checkPositive('thickness', section.thickness, steelLimits.maxSizeMm, steelErrors.sizeTooLarge)
  if (wall) return [...errors, wall]
  if (errors.length) return errors
  const half = Math.min(...sizes) / 2
  const boxed = section.shape === 'square' || section.shape === 'rectangular'
  if (section.thickness >= half || (boxed && cornerRadii(section.thickness).outside > half)) return [{ field: 'thickness', code: steelErrors.wallTooThick }]
  return []
}

/** Outside and inside corner radii (mm) of a cold-formed hollow section with wall `t`. */
export function cornerRadii(t: number, corners: Corners = 'en10219'): { outside: number; inside: number } {
  if (corners === 'sharp') return { outside: 0, inside: 0 }
  // The last row has no upper bound: only a wall that is no number gets past the search.
  const row = en10219CornerRadii.find((r) => t <= r.maxWall) ?? en10219CornerRadii[2]
  return { outside: row.outside * t, inside: row.inside * t }
}

/** A box B × H with wall t: the sharp-cornered area less what the four rounded corners cut away. */
function boxArea(b: number, h: number, t: number, corners: Corners): number {
  const { outside, inside } = cornerRadii(t, corners)
  return 2 * t * (b + h - 2 * t) - (4 - Math.PI) * (outside ** 2 - inside ** 2)
}

/** Area of a section in mm², for sizes that `checkSection` accepts. */
export function sectionArea(section: Section, corners: Corners = 'en10219'): number {
  const t = section.thickness
  switch (section.shape) {
    case 'round':
      return Math.PI * t * (section.diameter - t)
    case 'square':
      return boxArea(section.side, section.side, t, corners)
    case 'rectangular':
      return boxArea(section.width, section.height, t, corners)
    case 'angle':
      return t * (section.legA + section.legB - t)
    case 'channel':
    case 'z':
      // Web plus two flanges, the corners where they meet counted once.
      return t * (section.height + 2 * section.flange - 2 * t)
  }
}

const quotedPerMetre = (section: Section, corners: Corners) => round(sectionArea(section, corners) * KG_PER_METRE_PER_MM2, weightRounding.perMetreDecimals)

/** Kilograms per metre, to hundredths (see weightRounding). */
export function weightPerMetre(section: Section, { corners = 'en10219' }: { corners?: Corners } = {}): Checked<number> {
  const errors = checkSection(section)
  return errors.length ? fail(errors) : { ok: true, value: quotedPerMetre(section, corners) }
}

/** Every problem with a length (m) and a count of pieces. */
export function checkQuantity(lengthM: number, count: number): SteelError[] {
  const errors: SteelError[] = []
  const length = checkPositive('length', lengthM, steelLimits.maxLengthM, steelErrors.lengthTooLong)
  if (length) errors.push(length)
  const pieces = checkPositive('count', count, steelLimits.maxCount, steelErrors.countTooLarge)
  if (pieces) errors.push(pieces)
  else if (!Number.isInteger(count)) errors.push({ field: 'count', code: steelErrors.countNotWhole })
  return errors
}

export type Weights = {
  /** kg/m, to hundredths. */
  perMetre: number
  /** kg, to tenths. */
  kilograms: number
  /** The same in tonnes (to hundredths, as the cart writes them) from one tonne up, otherwise null. */
  tonnes: number | null
}

/** The weight of `count` pieces of `section`, each `lengthM` metres long, or every problem with them. */
export function totalWeight(section: Section, lengthM: number, count: number, { corners = 'en10219' }: { corners?: Corners } = {}): Checked<Weights> {
  const errors = [...checkSection(section), ...checkQuantity(lengthM, count)]
  if (errors.length) return fail(errors)
  const perMetre = quotedPerMetre(section, corners)
  // In hundredths first: the quoted weight per metre is a whole number of them, so 4.51 × 6 × 10
  // lands on 270.6 rather than 270.59999….
  const kilograms = round((Math.round(perMetre * 100) * lengthM * count) / 100, weightRounding.totalDecimals)
  const parts = weightParts(kilograms)
  return { ok: true, value: { perMetre, kilograms, tonnes: parts.unit === 't' ? parts.value : null } }
}

export type PriceInput = { amount: number; basis: PriceBasis }

/** The problem with a price, or null: positive, at most the catalogue's largest price. */
export const checkPrice = (amount: number): SteelError | null => checkPositive('price', amount, steelLimits.maxPrice, steelErrors.priceTooLarge)

/**
 * What the goods cost at `amount` toman a kilogram (times the total weight as shown) or a piece
 * (times the count), to the nearest toman.
 */
export function priceEstimate({ amount, basis }: PriceInput, { kilograms, count }: { kilograms: number; count: number }): Checked<number> {
  const problem = checkPrice(amount)
  if (problem) return fail([problem])
  const estimate = Math.round(amount * (basis === 'kg' ? kilograms : count))
  // Beyond 2⁵³ toman the figure would be shown with made-up last digits.
  if (!Number.isSafeInteger(estimate)) return fail([{ field: 'price', code: steelErrors.estimateTooLarge }])
  return { ok: true, value: estimate }
}

export type CalculationInput = { section: Section; lengthM: number; count: number; price?: PriceInput | null; corners?: Corners }

export type Calculation = {
  section: Section
  lengthM: number
  count: number
  weights: Weights
  /** The estimate, when a price was given. */
  price: (PriceInput & { estimate: number }) | null
}

/** Everything the calculator shows, or every problem with the input at once (one per field at most). */
export function calculate({ section, lengthM, count, price = null, corners = 'en10219' }: CalculationInput): Checked<Calculation> {
  const weights = totalWeight(section, lengthM, count, { corners })
  const priceProblem = price ? checkPrice(price.amount) : null
  if (!weights.ok) return fail(priceProblem ? [...weights.errors, priceProblem] : weights.errors)
  if (priceProblem) return fail([priceProblem])
  const base = { section, lengthM, count, weights: weights.value }
  if (!price) return { ok: true, value: { ...base, price: null } }
  const estimate = priceEstimate(price, { kilograms: weights.value.kilograms, count })
  return estimate.ok ? { ok: true, value: { ...base, price: { ...price, estimate: estimate.value } } } : estimate
}
