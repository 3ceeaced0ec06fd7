import type { getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { serializeBoardQuery, type BoardColumn, type BoardQuery } from '@/lib/prices/board-query'
import { staticPages } from '@/lib/site/routes'
import { withQuery } from '@/lib/site/with-query'

type BoardTranslator = Awaited<ReturnType<typeof getTranslations<'prices'>>>

/**
 * A column heading that sorts the board by itself, and the other way round when it already does.
 * Synchronous, given the table's translator: an async component is a flight row of its own. Styled
 * by the table (`.board-rows`, globals.css), as each category's table repeats its headings.
 */
export function SortHeader({ column, query, t, end = false }: { column: BoardColumn; query: BoardQuery; t: BoardTranslator; end?: boolean }) {
  const active = query.sort === column
  const next: BoardQuery = { ...query, sort: column, order: active && query.order === 'asc' ? 'desc' : 'asc' }
  return (
    <th scope="col" aria-sort={active ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined} className={end ? 'board-end' : undefined}>
      <Link href={withQuery(staticPages.prices, serializeBoardQuery(next))} data-testid={`sort-${column}`}>
        {t(`columns.${column}`)}
        <span aria-hidden>
          {active ? (query.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
        <span className="sr-only">{t(active ? (query.order === 'asc' ? 'sortedAscending' : 'sortedDescending') : 'sortable')}</span>
      </Link>
    </th>
  )
}
