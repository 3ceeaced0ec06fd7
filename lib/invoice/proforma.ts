import type { Freight } from '@/lib/freight/cost'
import type { Payload } from 'payload'
import type { InvoiceSetting, Order } from '@/cms/payload-types'
import type { CustomerViewer, StaffViewer } from '@/lib/auth/viewer'
import type { Locale } from '@/lib/i18n/config'
import { getOrder } from '@/lib/orders/customer-orders'
import { amountInWords } from './amount-words'
import { invoiceSettings } from './settings'
import { invoiceTotals, vatRateOn, type InvoiceTotals } from './totals'

const DAY = 24 * 60 * 60 * 1000

export type ProformaItem = Pick<Order['items'][number], 'title' | 'unit' | 'quantity' | 'unitPrice' | 'lineTotal'>

/** Everything a proforma invoice prints, in one language. */
export type Proforma = {
  number: string
  issuedAt: string
  validUntil: string
  seller: NonNullable<InvoiceSetting['seller']>
  bank: NonNullable<InvoiceSetting['bank']>
  buyer: Order['buyer']
  /** Where an order goes; a quote from the cart has none yet. */
  delivery: { address: string; phone: string } | null
  items: ProformaItem[]
  totals: InvoiceTotals
  /** When the applied VAT rate took effect (null: no rate was set for the date, so no tax). */
  vatSince: string | null
  totalInWords: string
  /** A quote from the cart with the buyer's province: delivery there by the freight table, besides the total. */
  freight?: ProformaFreight
  /** A sales quote (request for quotation) rather than an order's or a cart's proforma. */
  kind?: 'quote'
  /** Freight priced into the document (an order from a quote, a quote): a row of its own after the tax, within the total. */
  freightCharge?: number
}

export type ProformaFreight = { province: string } & Freight

/** An order's proforma number: the order's own, marked as a proforma. */
export const proformaNumber = (orderNumber: string) => `PF-${orderNumber}`

/**
 * The proforma of one order as its customer or the sales office sees it, or null when the order does
 * not exist or is not the visitor's (the page and the PDF then answer 404). Dated the day the order
 * was placed, at the prices and VAT rate of that day, valid for the days the sales office sets.
 */
export async function orderProforma(payload: Payload, viewer: CustomerViewer | StaffViewer, id: number, locale: Locale): Promise<Proforma | null> {
  const order = await getOrder(payload, viewer, id, locale)
  if (!order) return null
  const settings = await invoiceSettings(payload, locale)
  return proforma(order, settings, locale)
}

/**
 * Freight priced into an order (a quote's) is payable with it but is not taxed goods (as the cart's
 * proforma says of delivery): it comes after the tax, into the total.
 */
export const withFreight = (totals: InvoiceTotals, freight: number): InvoiceTotals => (freight > 0 ? { ...totals, total: totals.total + freight } : totals)

/** An order's sums as its proforma states them: its lines, plus VAT at the rate in force on the day it was placed. */
export function orderTotals(order: Pick<Order, 'createdAt' | 'items'> & { freight?: number | null }, settings: Pick<InvoiceSetting, 'vatRates'>): { totals: InvoiceTotals; vatSince: string | null } {
  const rate = vatRateOn(settings.vatRates ?? [], new Date(order.createdAt))
  const subtotal = order.items.reduce((sum, item) => sum + item.lineTotal, 0)
  return { totals: withFreight(invoiceTotals(subtotal, rate?.rate ?? 0), order.freight ?? 0), vatSince: rate ? new Date(rate.from).toISOString() : null }
}

export function proforma(order: Order, settings: InvoiceSetting, locale: Locale): Proforma {
  const issuedAt = new Date(order.createdAt)
  const { totals, vatSince } = orderTotals(order, settings)
  return {
    number: proformaNumber(order.orderNumber),
    issuedAt: issuedAt.toISOString(),
    validUntil: new Date(issuedAt.getTime() + (settings.validityDays ?? 1) * DAY).toISOString(),
    seller: settings.seller ?? {},
    bank: settings.bank ?? {},
    buyer: order.buyer,
    delivery: { address: order.address, phone: order.phone },
    items: order.items.map(({ title, unit, quantity, unitPrice, lineTotal }) => ({ title, unit, quantity, unitPrice, lineTotal })),
    totals,
    vatSince,
    totalInWords: amountInWords(totals.total, locale),
    ...(order.freight ? { freightCharge: order.freight } : {}),
  }
}
