import { getTranslations } from 'next-intl/server'
import { pageMetadata } from '@/components/layout/page-metadata'
import type { Locale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

/** The board's title and description; every state of it has /prices as its canonical address. */
export async function boardMetadata(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'prices' })
  return { ...(await pageMetadata(locale, 'prices', staticPages.prices)), description: t('intro') }
}
