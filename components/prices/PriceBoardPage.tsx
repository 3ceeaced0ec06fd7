import { getTranslations } from 'next-intl/server'
import { IslandMessages } from '@/components/i18n/IslandMessages'
import { Link } from '@/components/i18n/AnchorLink'
import { BoardFilters } from './BoardFilters'
import { BoardHead, BoardTable } from './BoardTable'
import { VatSwitch } from './VatSwitch'
import { Pagination } from '@/components/layout/Pagination'
import { boardDownloadPath } from '@/lib/prices/board-download'
import { serializeBoardQuery } from '@/lib/prices/board-query'
import { withQuery } from '@/lib/site/with-query'
import { HydrateAtIdle } from '@/components/layout/HydrateAtIdle'
import { PrintButton } from '@/components/layout/PrintButton'
import { PrintHeader } from './PrintHeader'
import { formatJalali } from '@/lib/dates/format-jalali'
import type { RawParams } from '@/lib/catalog/query-params'
import { localizedPath, type Locale } from '@/lib/i18n/config'
import { loadPriceBoard } from '@/lib/prices/board-page'
import { staticPages } from '@/lib/site/routes'
import { rfqFormPath } from '@/lib/rfq/paths'

/** The price board in one state (category, brand, filters, sort, order, page), for /prices and the renders the proxy serves it from. */
export async function PriceBoardPage({ locale, params }: { locale: Locale; params: RawParams }) {
  const t = await getTranslations('prices')
  const tc = await getTranslations('catalog')
  const rfq = await getTranslations('rfq')
  const { query, tables, count, page, pages, vatPercent, options, categories, brands } = await loadPriceBoard(locale, params)
  const today = formatJalali(new Date(), locale)
  const here = withQuery(staticPages.prices, serializeBoardQuery(query))
  // One element for every table: see BoardHead.
  const head = <BoardHead query={query} t={t} />
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 print:max-w-none print:p-0">
      <PrintHeader locale={locale} date={today} />
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between print:hidden">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-2 max-w-3xl text-steel-700">{t('intro')}</p>
          <p className="mt-1 text-sm text-steel-600" data-testid="board-date">
            {t('asOf', { date: today })}
          </p>
          <p className="mt-1 text-sm">
            <Link href={staticPages.calculator} className="text-primary-700 underline-offset-4 hover:underline">
              {t('calculatorLink')}
            </Link>
            {' · '}
            <Link href={rfqFormPath} className="text-primary-700 underline-offset-4 hover:underline" data-testid="board-rfq">
              {rfq('ask')}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <VatSwitch path={localizedPath(locale, here)} vatPercent={vatPercent} />
          {/* A file, not a page: a plain link the browser downloads. */}
          <a href={boardDownloadPath(locale, { ...query, page: 1 })} download className="rounded-md border border-steel-300 px-3 py-1.5 text-sm hover:bg-steel-100" data-testid="board-download">
            {t('download')}
          </a>
          <IslandMessages paths={['prices.print']}>
            <PrintButton label={t('print')} />
          </IslandMessages>
        </div>
      </div>
      <div className="mt-6">
        <BoardFilters query={query} categories={categories} brands={brands} options={options} />
      </div>
      <p className="mt-4 text-sm text-steel-700 print:hidden" aria-live="polite" data-testid="board-count">
        {tc('results', { count })}
        {pages > 1 ? ` · ${t('pageOf', { page, pages })}` : null}
      </p>
      {tables.length ? (
        <HydrateAtIdle>
          {tables.map((table) => (
            <BoardTable key={table.slug} locale={locale} title={table.title} categorySlug={table.slug} rows={table.rows} vatPercent={vatPercent} head={head} />
          ))}
        </HydrateAtIdle>
      ) : (
        <p className="mt-8 rounded-lg border border-dashed border-steel-300 p-8 text-center" data-testid="board-empty">
          {t('empty')}
        </p>
      )}
      <div className="print:hidden">
        <Pagination page={page} totalPages={pages} hrefFor={(p) => withQuery(staticPages.prices, serializeBoardQuery({ ...query, page: p }))} />
      </div>
      <p className="mt-6 text-xs text-steel-600">
        <span className="vat-ex">{t('note')}</span>
        <span className="vat-in">{t('noteWithVat', { rate: vatPercent })}</span>
      </p>
    </div>
  )
}
