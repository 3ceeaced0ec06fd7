import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import type { QuoteRequest } from '@/cms/payload-types'
import { catalogueOf } from '@/lib/i18n/catalogues'
import { localizedPath, toLocale } from '@/lib/i18n/config'
import { smsSender } from '@/lib/sms'
import { configuredOrigin, publicUrl } from '@/lib/site/public-url'
import { rfqPath } from './paths'

/** Tells the customer their quote is ready, in the language they asked in, with the link to it. */
export async function notifyQuoted(payload: Payload, quote: Pick<QuoteRequest, 'id' | 'reference' | 'customer' | 'locale'>): Promise<void> {
  const id = typeof quote.customer === 'object' ? quote.customer.id : quote.customer
  const customer = await payload.findByID({ collection: 'customers', id, depth: 0, select: { mobile: true }, disableErrors: true })
  if (!customer?.mobile) return
  const locale = toLocale(quote.locale)
  const t = createTranslator({ locale, messages: catalogueOf(locale), namespace: 'rfq' })
  const link = publicUrl(localizedPath(locale, rfqPath(quote.id)), configuredOrigin(), null)
  await smsSender().send({ to: customer.mobile, text: t('sms.quoted', { number: quote.reference, link }) })
}
