import type { getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { serializeBoardQuery, type BoardColumn, type BoardQuery } from '@/lib/prices/board-query'
import { staticPages } from '@/lib/site/routes'
import { withQuery } from '@/lib/site/with-query'

type BoardTranslator = Awaited<ReturnType<typeof getTranslations<'prices'>>>

/**
 * A column heading that sorts the board by itself, and the other way round when it already does.
 * Synchronous, given the table's translator: an async component is a flight row of its own.
 */
export function SortHeader({ column, query, t, className = 'text-start' }: { column: BoardColumn; query: BoardQuery; t: BoardTranslator; className?: string }) {
  const active = query.sort === column
  const next: BoardQuery = { ...query, sort: column, order: active && query.order === 'asc' ? 'desc' : 'asc' }
  return (
    <th scope="col" aria-sort={active ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined} className={`px-3 py-2 font-semibold ${className}`}>
      <Link href={withQuery(staticPages.prices, serializeBoardQuery(next))} className="inline-flex items-center gap-1 hover:underline print:no-underline" data-testid={`sort-${column}`}>
        {t(`columns.${column}`)}
        <span aria-hidden className="text-xs text-steel-500 print:hidden">
          {active ? (query.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
        <span className="sr-only">{t(active ? (query.order === 'asc' ? 'sortedAscending' : 'sortedDescending') : 'sortable')}</span>
      </Link>
    </th>
  )
}
