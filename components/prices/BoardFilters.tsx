import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { localizedPath, type Locale } from '@/lib/i18n/config'
import type { ReactNode } from 'react'
import type { BrandInfo } from '@/lib/catalog/brands'
import type { BoardFilterOptions } from '@/lib/prices/board-page'
import { boardColumns, boardStocks, isPlainBoardState, type BoardQuery } from '@/lib/prices/board-query'
import { staticPages } from '@/lib/site/routes'
import { Link } from '@/components/i18n/AnchorLink'

export type CategoryOption = { slug: string; title: string; depth: number }

const selectClass = 'mt-1 block w-full rounded-md border border-steel-300 bg-white px-3 py-2'

function Field({ label, name, value, all, children }: { label: string; name: string; value: string | number | null; all: string; children: ReactNode }) {
  return (
    <label className="min-w-0 text-sm font-medium sm:min-w-40">
      {label}
      <select name={name} defaultValue={value === null ? '' : String(value)} className={selectClass}>
        <option value="">{all}</option>
        {children}
      </select>
    </label>
  )
}

type Props = { query: BoardQuery; categories: CategoryOption[]; brands: BrandInfo[]; options: BoardFilterOptions }

/**
 * The board's filters as a plain GET form: they work without JavaScript and the state is the URL.
 * The choices are the values the rows in the chosen category and brand have, so no choice leads to
 * an empty board by itself. Sorting is here too, for phones, where the table's headings are hidden.
 */
export async function BoardFilters({ query, categories, brands, options }: Props) {
  const [t, tc, format, locale] = await Promise.all([getTranslations('prices'), getTranslations('catalog'), getFormatter(), getLocale()])
  const digits = (n: number) => format.number(n, 'digits')
  const numbers = (values: number[]) => values.map((v) => <option key={v} value={String(v)}>{digits(v)}</option>)
  const texts = (values: string[]) => values.map((v) => <option key={v} value={v}>{v}</option>)
  const filtered = query.category || query.brand || !isPlainBoardState({ ...query, page: 1 })
  const more = query.shape !== null || query.length !== null || query.standard !== null || query.stock !== null || query.sort !== 'product' || query.order === 'desc'
  // The page's own language: a form's action is not localised as a link is.
  return (
    <form method="get" action={localizedPath(locale as Locale, staticPages.prices)} className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap print:hidden" aria-label={t('filters')} data-testid="board-filters">
      <label className="col-span-2 min-w-0 text-sm font-medium sm:min-w-48">
        {t('columns.category')}
        <select name="category" defaultValue={query.category ?? ''} className={selectClass}>
          <option value="">{t('allCategories')}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {`${'\u2003'.repeat(c.depth)}${c.title}`}
            </option>
          ))}
        </select>
      </label>
      <Field label={t('columns.brand')} name="brand" value={query.brand} all={t('allBrands')}>
        {brands.map((b) => <option key={b.slug} value={b.slug}>{b.name}</option>)}
      </Field>
      <Field label={t('filter.size')} name="size" value={query.size} all={t('filter.any')}>{numbers(options.sizes)}</Field>
      <Field label={t('filter.wall')} name="wall" value={query.wall} all={t('filter.any')}>{numbers(options.walls)}</Field>
      {/* The rest folds away on a phone's first screen, open when one of them is chosen. */}
      <details open={more || undefined} className="board-more col-span-2" data-testid="board-more-filters">
        <summary className="cursor-pointer py-1 text-sm font-medium text-primary-700">{t('filter.more')}</summary>
        <div className="mt-2 grid grid-cols-2 items-end gap-3 sm:contents">
          <Field label={t('filter.shape')} name="shape" value={query.shape} all={t('filter.any')}>{texts(options.shapes)}</Field>
          <Field label={t('filter.length')} name="length" value={query.length} all={t('filter.any')}>{numbers(options.lengths)}</Field>
          <Field label={t('filter.standard')} name="standard" value={query.standard} all={t('filter.any')}>{texts(options.standards)}</Field>
          <Field label={t('columns.stock')} name="stock" value={query.stock} all={t('filter.any')}>
            {boardStocks.map((s) => <option key={s} value={s}>{tc(`stockStatus.${s}`)}</option>)}
          </Field>
          <label className="min-w-0 text-sm font-medium sm:min-w-40">
            {t('filter.sort')}
            <select name="sort" defaultValue={query.sort} className={selectClass}>
              {boardColumns.map((c) => <option key={c} value={c}>{t(`columns.${c}`)}</option>)}
            </select>
          </label>
          <label className="min-w-0 text-sm font-medium sm:min-w-32">
            {t('filter.order')}
            <select name="order" defaultValue={query.order} className={selectClass}>
              <option value="asc">{t('filter.asc')}</option>
              <option value="desc">{t('filter.desc')}</option>
            </select>
          </label>
        </div>
      </details>
      <div className="col-span-2 flex items-center gap-2">
        <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700">
          {t('apply')}
        </button>
        {filtered ? (
          <Link href={staticPages.prices} className="px-2 py-2 text-sm text-primary-700 underline">
            {t('clear')}
          </Link>
        ) : null}
      </div>
    </form>
  )
}
