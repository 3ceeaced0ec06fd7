import type { Payload } from 'payload'
import type { InvoiceSetting } from '@/cms/payload-types'
import type { Locale } from '@/lib/i18n/config'

/**
 * The seller, tax rates and bank account as an invoice in `locale` prints them. Read with the
 * server's rights: the caller has already decided the visitor may see this invoice.
 */
export async function invoiceSettings(payload: Payload, locale: Locale): Promise<InvoiceSetting> {
  return payload.findGlobal({ slug: 'invoice-settings', locale, depth: 0 })
}
