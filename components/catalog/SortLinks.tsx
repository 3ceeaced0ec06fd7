import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { serializeCatalogQuery, sortKeys, type CatalogQuery } from '@/lib/catalog/query-params'
import { withQuery } from '@/lib/site/with-query'

export async function SortLinks({ query, action }: { query: CatalogQuery; action: string }) {
  const t = await getTranslations('catalog')
  return (
    <nav aria-label={t('sortLabel')} className="flex flex-wrap items-center gap-1 text-sm" data-testid="sort">
      <span className="me-1 text-steel-500">{t('sortLabel')}:</span>
      {sortKeys.map((key) => {
        return (
          <Link
            key={key}
            href={withQuery(action, serializeCatalogQuery(query, { sort: key, page: 1 }))}
            aria-current={query.sort === key ? 'true' : undefined}
            className={`rounded-full px-3 py-1 ${query.sort === key ? 'bg-primary-600 text-white' : 'bg-steel-100 hover:bg-primary-50'}`}
          >
            {t(`sort.${key}`)}
          </Link>
        )
      })}
      <span className="ms-1 text-xs text-steel-500" data-testid="sort-note">
        {t('sortNote')}
      </span>
    </nav>
  )
}
