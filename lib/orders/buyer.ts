import type { Payload, PayloadRequest } from 'payload'
import type { Customer, Order } from '@/cms/payload-types'
import type { CustomerViewer } from '@/lib/auth/viewer'
import { emptyBuyer, type Buyer, type BuyerFormValues } from './buyer-schema'

type Stored = Customer['buyer']

/** A fresh record of the buyer: the other kind's fields emptied, so a switch from company to person forgets the company. */
export function buyerRecord(buyer: Buyer): NonNullable<Stored> {
  const blank = { nationalCode: null, companyName: null, legalId: null, economicCode: null, registrationNumber: null, address: null, postalCode: null, landline: null }
  return { ...blank, ...buyer }
}

/** What the customer saved last, as the form's starting values (empty for someone who never filled it). */
export function buyerFormValues(stored: Stored | undefined): BuyerFormValues {
  if (!stored?.kind) return emptyBuyer
  const values = { ...emptyBuyer, kind: stored.kind }
  for (const key of Object.keys(emptyBuyer) as (keyof BuyerFormValues)[]) {
    const value = stored[key]
    if (key !== 'kind' && typeof value === 'string') values[key] = value
  }
  return values
}

/** The buyer as the order keeps them: a person under the customer's name at the time, a company under its registered name. */
export function buyerSnapshot(buyer: Buyer, customerName: string): NonNullable<Order['buyer']> {
  return { ...buyerRecord(buyer), name: buyer.kind === 'company' ? buyer.companyName : customerName }
}

/** Stores the checked details on the customer's own record, under their access rules. */
export async function saveBuyer(payload: Payload, viewer: Pick<CustomerViewer, 'id' | 'user'>, buyer: Buyer, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.update({ collection: 'customers', id: viewer.id, data: { buyer: buyerRecord(buyer) }, overrideAccess: false, user: viewer.user, depth: 0, select: {}, req })
}

/** Keeps the details given at checkout on the customer, unless they are already what is stored. */
export async function rememberBuyer(payload: Payload, customerId: number, buyer: Buyer): Promise<void> {
  const record = buyerRecord(buyer)
  const current = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, select: { buyer: true }, disableErrors: true })
  const stored: Record<string, unknown> = current?.buyer ?? {}
  if (Object.entries(record).every(([key, value]) => (stored[key] ?? null) === value)) return
  await payload.update({ collection: 'customers', id: customerId, data: { buyer: record }, depth: 0, select: {} })
}

/** The customer's saved details, read fresh (the session's copy may predate a save). */
export async function savedBuyer(payload: Payload, viewer: Pick<CustomerViewer, 'id' | 'user'>): Promise<BuyerFormValues> {
  const customer = await payload.findByID({ collection: 'customers', id: viewer.id, depth: 0, select: { buyer: true }, overrideAccess: false, user: viewer.user, disableErrors: true })
  return buyerFormValues(customer?.buyer)
}
