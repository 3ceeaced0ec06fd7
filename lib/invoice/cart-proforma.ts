import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import type { CustomerViewer } from '@/lib/auth/viewer'
import { quoteCart } from '@/lib/cart/quote'
import { readCart } from '@/lib/cart/server-cart'
import { formatJalaliParts, jalaliToday } from '@/lib/dates/jalali-days'
import type { Locale } from '@/lib/i18n/config'
import { freightCost, rateFor } from '@/lib/freight/cost'
import { readFreightRates } from '@/lib/freight/rates'
import { provinceName, type ProvinceKey } from '@/lib/geo/provinces'
import { buyerSnapshot, savedBuyer } from '@/lib/orders/buyer'
import { buyerSchema } from '@/lib/orders/buyer-schema'
import { amountInWords } from './amount-words'
import type { Proforma } from './proforma'
import { invoiceSettings } from './settings'
import { invoiceTotals, vatRateOn } from './totals'

const DAY = 24 * 60 * 60 * 1000

/**
 * A quote number that stays the same for the same cart on the same day (the page and its PDF agree,
 * a reload does not issue a new one) and changes with any line: `Q-` + the Jalali date in Tehran + 6 of a hash.
 */
export function quoteNumber(customerId: number, lines: readonly { productId: number; quantity: number; unitPrice: number }[], now: Date): string {
  const day = formatJalaliParts(jalaliToday(now))
  const digest = createHash('sha256').update(JSON.stringify([customerId, day, lines.map((l) => [l.productId, l.quantity, l.unitPrice])])).digest('hex')
  return `Q-${day.replaceAll('-', '')}-${digest.slice(0, 6).toUpperCase()}`
}

/**
 * A proforma for what is in the signed-in customer's cart before they order (a buyer's office needs
 * one to approve the purchase): today's prices and VAT, their saved legal details, valid for the days
 * the sales office sets; given the buyer's province, the freight there by the sales office's table,
 * beside the total (delivery is not taxed goods). Null for an empty cart.
 */
export async function cartProforma(payload: Payload, viewer: CustomerViewer, locale: Locale, now = new Date(), province: ProvinceKey | null = null): Promise<Proforma | null> {
  const quote = await quoteCart(payload, locale, await readCart(payload, viewer.id))
  if (quote.lines.length === 0) return null
  const [settings, saved, rates] = await Promise.all([invoiceSettings(payload, locale), savedBuyer(payload, viewer), province ? readFreightRates(payload) : []])
  const buyer = buyerSchema.safeParse(saved)
  const rate = vatRateOn(settings.vatRates ?? [], now)
  const totals = invoiceTotals(quote.total, rate?.rate ?? 0)
  return {
    number: quoteNumber(viewer.id, quote.lines, now),
    issuedAt: now.toISOString(),
    validUntil: new Date(now.getTime() + (settings.validityDays ?? 1) * DAY).toISOString(),
    seller: settings.seller ?? {},
    bank: settings.bank ?? {},
    // Without saved legal details the quote still names who asked for it.
    buyer: buyer.success ? buyerSnapshot(buyer.data, viewer.name) : { kind: 'person', name: viewer.name },
    delivery: null,
    items: quote.lines.map(({ title, unit, quantity, unitPrice, lineTotal }) => ({ title, unit, quantity, unitPrice, lineTotal })),
    totals,
    vatSince: rate ? new Date(rate.from).toISOString() : null,
    totalInWords: amountInWords(totals.total, locale),
    ...(province ? { freight: { province: provinceName(province, locale), ...freightCost(rateFor(rates, province), quote.weight) } } : {}),
  }
}
