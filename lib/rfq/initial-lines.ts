import type { Payload } from 'payload'
import type { Locale } from '@/lib/i18n/config'
import { parseId } from '@/lib/site/params'
import type { RfqLineInput } from './schema'
import { MAX_LINES, type RfqUnit } from './states'

/**
 * The lines a request starts with when it is opened from a product page (`?product=12`) or the cart
 * (`?product=12:40&product=15:3`, id and quantity): published products only, in the page's language,
 * asked in the product's own unit where a request can be (branches or kilograms), otherwise tonnes.
 */
export async function initialLines(payload: Payload, raw: string | string[] | undefined, locale: Locale): Promise<RfqLineInput[]> {
  const asked = (Array.isArray(raw) ? raw : raw ? [raw] : []).slice(0, MAX_LINES).flatMap((entry) => {
    const [idText = '', quantityText = ''] = entry.split(':')
    const id = parseId(idText)
    const quantity = Number(quantityText)
    return id ? [{ id, quantity: Number.isFinite(quantity) && quantity > 0 ? String(quantity) : '' }] : []
  })
  if (!asked.length) return []
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ id: { in: asked.map((a) => a.id) } }, { status: { equals: 'published' } }] },
    locale,
    depth: 0,
    pagination: false,
    limit: asked.length,
    select: { title: true, unit: true },
  })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return asked.flatMap(({ id, quantity }) => {
    const product = byId.get(id)
    if (!product) return []
    const unit: RfqUnit = product.unit === 'branch' || product.unit === 'kg' || product.unit === 'ton' ? product.unit : 'ton'
    return [{ kind: 'product' as const, product: String(id), title: product.title, shape: '' as const, sizeA: '', sizeB: '', wall: '', length: '', grade: '', coating: '', quantity: unit === 'ton' ? '' : quantity, unit }]
  })
}
