import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notIndexed } from '@/components/layout/page-metadata'
import type { Locale } from '@/lib/i18n/config'

/** An order's or a cart's proforma: titled as a proforma, and kept out of search engines' indexes. */
export async function proformaMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'invoice' })
  return { title: t('title'), ...notIndexed }
}
