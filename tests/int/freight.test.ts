import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Customer, Product, User } from '@/cms/payload-types'
import { customerViewer } from '@/lib/auth/viewer-of'
import { quoteCart } from '@/lib/cart/quote'
import { saveCart } from '@/lib/cart/server-cart'
import { readFreightRates } from '@/lib/freight/rates'
import { cartProforma } from '@/lib/invoice/cart-proforma'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
let buyer: Customer
let staff: Record<'sales' | 'editor' | 'hr' | 'admin', User>
let weighed: Product
let unweighed: Product

beforeAll(async () => {
  payload = await testPayload()
  buyer = await payload.create({ collection: 'customers', data: { name: 'رضا کرمانی', email: 'reza.freight@example.com', mobile: '09133340077', password: 'steel-2026' } })
  staff = await staffByRole(payload, ['sales', 'editor', 'hr', 'admin'])
  const published = { status: { equals: 'published' } }
  const [withWeight, withoutWeight] = await Promise.all([
    payload.find({ collection: 'products', where: { and: [published, { unit: { equals: 'branch' } }, { kgPerUnit: { exists: true } }, { orderable: { not_equals: false } }] }, limit: 1 }),
    payload.find({ collection: 'products', where: { and: [published, { kgPerUnit: { exists: false } }, { orderable: { not_equals: false } }] }, limit: 1 }),
  ])
  if (!withWeight.docs[0]) throw new Error('the demo seed has no product of known weight sold by the branch')
  if (!withoutWeight.docs[0]) throw new Error('the demo seed has no product of unknown weight')
  weighed = withWeight.docs[0]
  unweighed = withoutWeight.docs[0]
})

const original = () => payload.findGlobal({ slug: 'freight-rates', depth: 0 })

describe('the freight table', () => {
  it('is kept by the sales office (and admins), not read or changed by the public, editors or HR', async () => {
    const before = await original()
    await expect(payload.findGlobal({ slug: 'freight-rates', overrideAccess: false })).rejects.toThrow()
    await expect(payload.findGlobal({ slug: 'freight-rates', overrideAccess: false, user: { ...buyer, collection: 'customers' } })).rejects.toThrow()
    for (const role of ['editor', 'hr'] as const) {
      await expect(payload.findGlobal({ slug: 'freight-rates', overrideAccess: false, user: staff[role] }), role).rejects.toThrow()
      await expect(payload.updateGlobal({ slug: 'freight-rates', data: { rates: [] }, overrideAccess: false, user: staff[role] }), role).rejects.toThrow()
    }
    const rows = [...(before.rates ?? []).filter((r) => r.province !== 'yazd').map(({ province, pricePerTon, minimum, freeAboveTons }) => ({ province, pricePerTon, minimum, freeAboveTons })), { province: 'yazd' as const, pricePerTon: 2_800_000, minimum: 3_500_000, freeAboveTons: null }]
    const updated = await payload.updateGlobal({ slug: 'freight-rates', data: { rates: rows }, overrideAccess: false, user: staff.sales })
    expect(updated.rates?.find((r) => r.province === 'yazd')).toMatchObject({ pricePerTon: 2_800_000, minimum: 3_500_000 })
    expect(await readFreightRates(payload)).toContainEqual({ province: 'yazd', pricePerTon: 2_800_000, minimum: 3_500_000, freeAboveTons: null })
    await payload.updateGlobal({ slug: 'freight-rates', data: { rates: before.rates ?? [] }, overrideAccess: false, user: staff.admin })
  })

  it('refuses two rows for one province, an amount that is not whole toman, and a province not in the list; nothing is kept', async () => {
    const before = await readFreightRates(payload)
    // What staff are told, field by field, in their language (Persian by default).
    const refusal = (rates: unknown) => payload.updateGlobal({ slug: 'freight-rates', data: { rates } as never }).then(() => 'kept', (e: { data?: unknown }) => JSON.stringify(e.data))
    expect(await refusal([{ province: 'qom', pricePerTon: 1, minimum: 0 }, { province: 'qom', pricePerTon: 2, minimum: 0 }])).toContain('هر استان فقط یک ردیف دارد.')
    expect(await refusal([{ province: 'qom', pricePerTon: 1_000.5, minimum: 0 }])).toContain('مبلغ را به تومان و عدد صحیح نامنفی وارد کنید.')
    await expect(payload.updateGlobal({ slug: 'freight-rates', data: { rates: [{ province: 'qom', pricePerTon: 1_000, minimum: -1 }] } })).rejects.toThrow()
    // @ts-expect-error: a province that is not one of Iran's 31
    await expect(payload.updateGlobal({ slug: 'freight-rates', data: { rates: [{ province: 'atlantis', pricePerTon: 1_000, minimum: 0 }] } })).rejects.toThrow()
    expect(await readFreightRates(payload)).toEqual(before)
  })
})

describe('freight on the cart’s proforma', () => {
  it('prices delivery to the buyer’s province by the order’s weight, with the minimum and the free tonnage', async () => {
    const tehran = (await readFreightRates(payload)).find((r) => r.province === 'tehran')!
    expect(tehran).toMatchObject({ pricePerTon: 900_000, minimum: 1_500_000, freeAboveTons: 20 })
    await saveCart(payload, buyer.id, [{ productId: weighed.id, quantity: 1 }])
    const one = await cartProforma(payload, customerViewer(buyer), 'fa', new Date(), 'tehran')
    // One branch is well under the minimum charge's tonnage.
    expect(one!.freight).toMatchObject({ province: 'تهران', kind: 'priced', cost: 1_500_000, atMinimum: true })
    // The total is the goods' and their tax: delivery stands beside it.
    expect(one!.totals.subtotal).toBe(weighed.price)

    const branches = Math.ceil(5_000 / weighed.kgPerUnit!)
    await saveCart(payload, buyer.id, [{ productId: weighed.id, quantity: branches }])
    const { weight } = await quoteCart(payload, 'fa', [{ productId: weighed.id, quantity: branches }])
    const many = await cartProforma(payload, customerViewer(buyer), 'en', new Date(), 'tehran')
    expect(many!.freight).toEqual({ province: 'Tehran', kind: 'priced', cost: Math.round((Math.round(weight!.kilograms * 10) * 900_000) / 10_000), kilograms: weight!.kilograms, atMinimum: false })

    const free = Math.ceil(20_000 / weighed.kgPerUnit!)
    await saveCart(payload, buyer.id, [{ productId: weighed.id, quantity: free }])
    expect((await cartProforma(payload, customerViewer(buyer), 'ar', new Date(), 'tehran'))!.freight).toMatchObject({ province: 'طهران', kind: 'free', cost: 0 })
  })

  it('says sales quote it for a province without a rate or an order whose weight is not known; none without a province', async () => {
    await saveCart(payload, buyer.id, [{ productId: weighed.id, quantity: 2 }])
    expect((await cartProforma(payload, customerViewer(buyer), 'fa', new Date(), 'sistan-baluchestan'))!.freight).toEqual({ province: 'سیستان و بلوچستان', kind: 'no-rate' })
    expect((await cartProforma(payload, customerViewer(buyer), 'fa'))!.freight).toBeUndefined()
    await saveCart(payload, buyer.id, [{ productId: weighed.id, quantity: 2 }, { productId: unweighed.id, quantity: 1 }])
    expect((await cartProforma(payload, customerViewer(buyer), 'fa', new Date(), 'tehran'))!.freight).toMatchObject({ kind: 'unknown-weight' })
  })
})
