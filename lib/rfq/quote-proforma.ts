import type { Payload } from 'payload'
import type { QuoteRequest } from '@/cms/payload-types'
import type { CustomerViewer } from '@/lib/auth/viewer'
import type { Locale } from '@/lib/i18n/config'
import { amountInWords } from '@/lib/invoice/amount-words'
import { withFreight, type Proforma } from '@/lib/invoice/proforma'
import { invoiceSettings } from '@/lib/invoice/settings'
import { invoiceTotals, vatRateOn } from '@/lib/invoice/totals'
import { buyerSnapshot, savedBuyer } from '@/lib/orders/buyer'
import { buyerSchema } from '@/lib/orders/buyer-schema'
import { quoteLineTitles } from './line-title'

/**
 * A priced quote as a proforma in the invoice's layout, numbered as the request (`RFQ-…`): dated the
 * day sales sent it, open until the day they set, VAT at the rate in force that day, the freight
 * after the tax. Null while it is not priced (sent, being priced, or declined before a price).
 */
export async function quoteProforma(payload: Payload, viewer: Pick<CustomerViewer, 'id' | 'user' | 'name'>, quote: QuoteRequest, locale: Locale): Promise<Proforma | null> {
  if (!quote.quotedAt || !quote.validUntil || quote.lines.some((l) => typeof l.unitPrice !== 'number')) return null
  const [settings, saved] = await Promise.all([invoiceSettings(payload, locale), savedBuyer(payload, viewer)])
  const titles = await quoteLineTitles(payload, quote.lines)
  const items = quote.lines.map((l, i) => ({ title: titles[i]![locale], unit: l.unit, quantity: l.quantity, unitPrice: l.unitPrice ?? 0, lineTotal: l.lineTotal ?? 0 }))
  const rate = vatRateOn(settings.vatRates ?? [], new Date(quote.quotedAt))
  const freight = quote.freight ?? 0
  const totals = withFreight(
    invoiceTotals(
      items.reduce((sum, i) => sum + i.lineTotal, 0),
      rate?.rate ?? 0,
    ),
    freight,
  )
  const buyer = buyerSchema.safeParse(saved)
  return {
    kind: 'quote',
    number: quote.reference,
    issuedAt: new Date(quote.quotedAt).toISOString(),
    validUntil: new Date(quote.validUntil).toISOString(),
    seller: settings.seller ?? {},
    bank: settings.bank ?? {},
    buyer: buyer.success ? buyerSnapshot(buyer.data, viewer.name) : { kind: 'person', name: viewer.name },
    delivery: null,
    items,
    totals,
    vatSince: rate ? new Date(rate.from).toISOString() : null,
    totalInWords: amountInWords(totals.total, locale),
    ...(freight > 0 ? { freightCharge: freight } : {}),
  }
}
