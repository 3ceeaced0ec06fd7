import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import type { Locale } from '@/lib/i18n/config'
import { locales } from '@/lib/i18n/config'
import { revalidateTags } from '@/lib/cache/revalidate'
import { touchedLocales } from './touched-locales'

type TagOf = (locale: Locale) => string

/**
 * A content collection's change refreshes the pages tagged for the locales it touched: only the
 * edited locale when only its text changed, every locale when a shared value (picture, date,
 * status, coordinates) changed, or the document was created or deleted.
 */
export function revalidateContent(...tagsOf: TagOf[]): CollectionAfterChangeHook & CollectionAfterDeleteHook {
  return async (args) => {
    const { req, collection, doc } = args
    if (req.context?.skipRevalidate) return doc
    const previousDoc = 'previousDoc' in args ? args.previousDoc : undefined
    const affected = previousDoc === undefined || !previousDoc?.id ? [...locales] : touchedLocales({ fields: collection.fields, doc, previousDoc, locale: req.locale })
    await revalidateTags(affected.flatMap((l) => tagsOf.map((t) => t(l))))
    return doc
  }
}

/** The same for a global (about and services pages, home page arrangement). */
export function revalidateGlobal(...tagsOf: TagOf[]): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, req, global }) => {
    if (req.context?.skipRevalidate) return doc
    const affected = touchedLocales({ fields: global.fields, doc, previousDoc, locale: req.locale })
    await revalidateTags(affected.flatMap((l) => tagsOf.map((t) => t(l))))
    return doc
  }
}
