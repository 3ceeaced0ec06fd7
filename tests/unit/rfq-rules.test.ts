import { describe, expect, it } from 'vitest'
import { customLineTitle } from '@/lib/rfq/line-title'
import { isPastValidity, lineKilograms, validUntilOf } from '@/lib/rfq/pricing'
import { emptyCustomLine, rfqSchema, type RfqInput } from '@/lib/rfq/schema'

const line = (o: Partial<ReturnType<typeof emptyCustomLine>> = {}) => ({ ...emptyCustomLine(), sizeA: '60', wall: '3', quantity: '12', ...o })
const request = (o: Partial<RfqInput> = {}): RfqInput => ({ lines: [line()], province: 'isfahan', city: 'kashan', wantedDate: '', customerNote: '', ...o })
const errors = (input: RfqInput) => {
  const r = rfqSchema.safeParse(input)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('a request for quotation as typed', () => {
  it('reads sizes and quantities in Persian or Arabic digits with either decimal sign, and weighs a branch of a custom section', () => {
    const r = rfqSchema.parse(request({ lines: [line({ shape: 'rectangular', sizeA: '۸۰', sizeB: '٤٠', wall: '۲٫۵', length: '6', quantity: '3.5', unit: 'ton' })] }))
    const [first] = r.lines
    expect(first).toMatchObject({ kind: 'custom', section: { shape: 'rectangular', width: 80, height: 40, thickness: 2.5 }, length: 6, quantity: 3.5, unit: 'ton' })
    // 80 × 40 × 2.5 hollow section: about 4.3 kg/m, so about 26 kg for a 6 m branch.
    expect(first!.kind === 'custom' && first!.kgPerBranch).toBeGreaterThan(24)
    expect(first!.kind === 'custom' && first!.kgPerBranch).toBeLessThan(28)
  })

  it('names each problem on its field with a forms.errors key', () => {
    expect(errors(request({ lines: [] }))).toEqual({ lines: 'noLines' })
    expect(errors(request({ lines: [line({ quantity: '0' })] }))).toEqual({ 'lines.0.quantity': 'positive' })
    expect(errors(request({ lines: [line({ quantity: 'ده' })] }))).toEqual({ 'lines.0.quantity': 'number' })
    expect(errors(request({ lines: [line({ quantity: '5000.5', unit: 'ton' })] }))).toEqual({ 'lines.0.quantity': 'quantityTooLarge' })
    expect(errors(request({ lines: [line({ quantity: '5000', unit: 'ton' })] }))).toEqual({})
    expect(errors(request({ lines: [line({ quantity: '2.5', unit: 'branch' })] }))).toEqual({ 'lines.0.quantity': 'wholeNumber' })
    // Branches are weighed too: 3,000 twelve-metre branches of 500 × 20 mm round tube are about 8,500 t.
    expect(errors(request({ lines: [line({ shape: 'round', sizeA: '500', wall: '20', length: '12', quantity: '3000', unit: 'branch' })] }))).toEqual({ 'lines.0.quantity': 'quantityTooLarge' })
    expect(errors(request({ lines: [line({ wall: '30' })] }))).toEqual({ 'lines.0.wall': 'wallTooThick' })
    expect(errors(request({ lines: [line({ sizeA: '4000' })] }))).toEqual({ 'lines.0.sizeA': 'sizeTooLarge' })
    expect(errors(request({ lines: [line({ shape: 'angle', sizeB: '' })] }))).toEqual({ 'lines.0.sizeB': 'required' })
    expect(errors(request({ city: 'tabriz' }))).toEqual({ city: 'city' })
    expect(errors(request({ city: '' }))).toEqual({ city: 'required' })
  })
})

describe('quote sums and dates', () => {
  it('knows a line’s kilograms in tonnes and kilograms always, in branches only with the weight of one', () => {
    expect(lineKilograms(2.5, 'ton', null)).toBe(2500)
    expect(lineKilograms(800, 'kg', null)).toBe(800)
    expect(lineKilograms(40, 'branch', 27.1)).toBeCloseTo(1084)
    expect(lineKilograms(40, 'branch', null)).toBeNull()
  })

  it('is open until the moment its days run out, and a quote without an end is not open', () => {
    const sent = new Date('2026-12-05T08:00:00Z')
    const until = validUntilOf(sent, 3)
    expect(until.toISOString()).toBe('2026-12-08T08:00:00.000Z')
    expect(isPastValidity(until, new Date('2026-12-08T07:59:59Z'))).toBe(false)
    expect(isPastValidity(until, new Date('2026-12-08T08:00:00Z'))).toBe(true)
    expect(isPastValidity(null)).toBe(true)
  })

  it('writes a custom section the way the trade does, in each language and its digits', () => {
    const section = { shape: 'rectangular' as const, sizeA: 80, sizeB: 40, wall: 2.5, length: 6, grade: 'S235', coating: null }
    expect(customLineTitle(section, 'en')).toBe('Rectangular tube 80 × 40 × 2.5 mm, 6 m, S235')
    expect(customLineTitle(section, 'fa')).toContain('۸۰ × ۴۰ × ۲٫۵ میلی‌متر، ۶ متر، S235')
    expect(customLineTitle(section, 'ar')).toContain('٨٠ × ٤٠ × ٢٫٥ مم')
  })
})
