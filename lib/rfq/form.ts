import type { Payload } from 'payload'
import { freightCost, rateFor } from '@/lib/freight/cost'
import { readFreightRates } from '@/lib/freight/rates'
import { orderWeight } from '@/lib/orders/weight'
import { formErrors } from '@/lib/forms/errors'
import { RecordRefused, type LongForm } from '@/lib/forms/submit'
import { defaultLocale } from '@/lib/i18n/config'
import { shapeSizes, type SizeField } from '@/lib/steel/section-weight'
import { rfqSlots } from './attachments'
import { customLineTitle } from './line-title'
import { rfqSchema, type RfqData } from './schema'
import { lineKilograms } from './pricing'
import { MAX_TONNES, type RfqUnit } from './states'

/**
 * The lines as the collection keeps them: a catalogue product by its id with its Persian title (sales
 * read the admin in Persian) and the weight of one of its branches; a custom section by its sizes, with
 * the same kind of title. A product that is not (or no longer) sold is refused on its line.
 */
async function storedLines(data: RfqData, payload: Payload): Promise<Record<string, unknown>[]> {
  const ids = data.lines.flatMap((l) => (l.kind === 'product' ? [l.product] : []))
  const { docs } = ids.length
    ? await payload.find({ collection: 'products', where: { and: [{ id: { in: ids } }, { status: { equals: 'published' } }] }, locale: defaultLocale, depth: 0, pagination: false, limit: ids.length, select: { title: true, unit: true, kgPerUnit: true } })
    : { docs: [] }
  const products = new Map(docs.map((p) => [p.id, p]))
  const fieldErrors: Record<string, string> = {}
  const rows = data.lines.map((line, i) => {
    if (line.kind === 'product') {
      const product = products.get(line.product)
      if (!product) {
        fieldErrors[`lines.${i}.product`] = formErrors.choice
        return {}
      }
      const kgPerBranch = product.unit === 'branch' && product.kgPerUnit ? product.kgPerUnit : null
      if (line.unit === 'branch' && kgPerBranch && (line.quantity * kgPerBranch) / 1000 > MAX_TONNES) fieldErrors[`lines.${i}.quantity`] = formErrors.quantityTooLarge
      return { kind: 'product', product: product.id, title: product.title, quantity: line.quantity, unit: line.unit, kgPerBranch }
    }
    const sizes = shapeSizes[line.section.shape] as readonly SizeField[]
    const sized = line.section as unknown as Record<SizeField, number>
    const custom = { shape: line.section.shape, sizeA: sized[sizes[0]!], sizeB: sizes[1] ? sized[sizes[1]] : null, wall: line.section.thickness, length: line.length, grade: line.grade || null, coating: line.coating || null }
    return { kind: 'custom', ...custom, title: customLineTitle(custom, defaultLocale), quantity: line.quantity, unit: line.unit, kgPerBranch: Math.round(line.kgPerBranch * 100) / 100 }
  })
  if (Object.keys(fieldErrors).length) throw new RecordRefused(fieldErrors)
  return rows
}

/** A request for quotation as the long-form machinery checks and stores it (signed-in customers only: see the route). */
export const rfqForm: LongForm<typeof rfqSchema> = {
  kind: 'rfq',
  collection: 'quote-requests',
  schema: rfqSchema,
  slots: rfqSlots,
  referencePrefix: 'RFQ',
  initialStatus: 'sent',
  record: async (data, payload) => {
    const lines = await storedLines(data, payload)
    const freight = await suggestedFreight(payload, lines, data.province)
    return { lines, province: data.province, city: data.city, wantedDate: data.wantedDate || null, customerNote: data.customerNote || null, ...(freight === null ? {} : { freight }) }
  },
}

/**
 * The freight sales start from: the freight table's charge to the province for the request's weight
 * (the calculator's weights for custom sections, the products' own for catalogue lines). None when
 * the province has no row or some line's weight is not known: sales then enter it themselves (0 until then).
 */
async function suggestedFreight(payload: Payload, lines: Record<string, unknown>[], province: string): Promise<number | null> {
  const weight = orderWeight(lines.map((l) => ({ kilograms: lineKilograms(l.quantity as number, l.unit as RfqUnit, (l.kgPerBranch as number | null) ?? null) })))
  const freight = freightCost(rateFor(await readFreightRates(payload), province), weight)
  return freight.kind === 'priced' || freight.kind === 'free' ? freight.cost : null
}
