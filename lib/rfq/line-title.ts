import { createTranslator } from 'next-intl'
import { catalogueOf } from '@/lib/i18n/catalogues'
import { localeTags, locales, type Locale } from '@/lib/i18n/config'
import { numberingSystems } from '@/lib/i18n/numbering'
import { shapeSizes, type SectionShape } from '@/lib/steel/section-weight'
import type { Titles } from '@/lib/orders/title-snapshot'

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
