import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { locales } from '@/lib/i18n/config'
import { revalidateTags } from '@/lib/cache/revalidate'
import { touchedLocales } from './touched-locales'

/**
 * Any change to products, categories, brands or specifications refreshes the catalogue pages of
 * the locales it touched (listings, product pages, similar products, comparison).
 */
export const revalidateCatalogue: CollectionAfterChangeHook & CollectionAfterDeleteHook = async (args) => {
  const { req, collection, doc } = args
  if (req.context?.skipRevalidate) return doc
  const previousDoc = 'previousDoc' in args ? args.previousDoc : undefined
  const affected = previousDoc === undefined ? [...locales] : touchedLocales({ fields: collection.fields, doc, previousDoc, locale: req.locale })
  await revalidateTags(affected.map(cacheTags.catalogue))
  return doc
}
