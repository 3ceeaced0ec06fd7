import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import type { QuoteRequest } from '@/cms/payload-types'
import { relationId } from '@/lib/db/relation-id'
import { catalogueOf } from '@/lib/i18n/catalogues'
import { localeTags, locales, type Locale } from '@/lib/i18n/config'
import { numberingSystems } from '@/lib/i18n/numbering'
import { shapeSizes, type SectionShape } from '@/lib/steel/section-weight'
import { currentTitles, type Titles } from '@/lib/orders/title-snapshot'

export type CustomSection = { shape: SectionShape; sizeA: number; sizeB?: number | null; wall: number; length: number; grade?: string | null; coating?: string | null }

/**
 * A custom section as one line of text, the way the trade writes it: «لوله گرد ۶۰ × ۳ میلی‌متر، ۶ متر،
 * S235، گالوانیزه». Sizes before the wall, then the branch length, then what the buyer typed.
 */
export function customLineTitle(line: CustomSection, locale: Locale): string {
  const t = createTranslator({ locale, messages: catalogueOf(locale) })
  const nf = new Intl.NumberFormat(localeTags[locale], { numberingSystem: numberingSystems[locale], maximumFractionDigits: 2, useGrouping: false })
  const sizes = [line.sizeA, ...(shapeSizes[line.shape].length === 2 && line.sizeB ? [line.sizeB] : []), line.wall].map((n) => nf.format(n)).join(' × ')
  const mm = { fa: 'میلی‌متر', en: 'mm', ar: 'مم' }[locale]
  const m = { fa: 'متر', en: 'm', ar: 'م' }[locale]
  const comma = locale === 'en' ? ', ' : '، '
  const parts = [`${t(`calculator.form.shapes.${line.shape}`)} ${sizes} ${mm}`, `${nf.format(line.length)} ${m}`, line.grade, line.coating].filter((p): p is string => !!p && p.trim() !== '')
  return parts.join(comma)
}

export const customLineTitles = (line: CustomSection): Titles => Object.fromEntries(locales.map((l) => [l, customLineTitle(line, l)])) as Titles

/**
 * Each line of a quote in every language: a catalogue product's title as it reads now, a custom
 * section's as its sizes say, otherwise the Persian title it was stored with.
 */
export async function quoteLineTitles(payload: Payload, lines: QuoteRequest['lines']): Promise<Titles[]> {
  const ids = lines.flatMap((l) => (l.kind === 'product' && relationId(l.product) ? [relationId(l.product)!] : []))
  const products = ids.length ? await currentTitles(payload, ids) : new Map<number, Titles>()
  return lines.map((l) => {
    const product = relationId(l.product)
    if (l.kind === 'product' && product && products.has(product)) return products.get(product)!
    if (l.kind === 'custom' && l.shape && l.sizeA && l.wall && l.length) return customLineTitles({ shape: l.shape, sizeA: l.sizeA, sizeB: l.sizeB, wall: l.wall, length: l.length, grade: l.grade, coating: l.coating })
    const title = l.title ?? ''
    return { fa: title, en: title, ar: title }
  })
}
