import { Search } from 'lucide'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPathname } from '@/components/i18n/navigation'
import { Icon } from '@/components/icons/Icon'
import { GetForm } from './GetForm'

export async function SearchBox({ action, q }: { action: string; q: string }) {
  const t = await getTranslations('catalog')
  // A plain form does not pass through next-intl's Link: the locale prefix is added here.
  const localized = getPathname({ href: action, locale: await getLocale() })
  return (
    <GetForm action={localized} role="search" className="flex gap-2" aria-label={t('search')}>
      <input
        type="search"
        name="q"
        defaultValue={q}
        maxLength={100}
        placeholder={t('searchPlaceholder')}
        aria-label={t('search')}
        className="min-w-0 flex-1 rounded-md border border-steel-200 px-3 py-2"
      />
      <button type="submit" className="flex items-center gap-1 rounded-md bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700">
        <Icon icon={Search} aria-hidden className="size-4" />
        {t('searchButton')}
      </button>
    </GetForm>
  )
}
