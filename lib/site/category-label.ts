import { isLocale, type Locale } from '@/lib/i18n/config'

const PREFIX = 'base-info-'

/** 'base-info-en' → 'en'; anything else is not a label this site knows. */
export function localeOfCategoryLabel(catLabel: string | null): Locale | null {
  if (!catLabel?.startsWith(PREFIX)) return null
  const locale = catLabel.slice(PREFIX.length)
  return isLocale(locale) ? locale : null
}
