import { getTranslations } from 'next-intl/server'
import type { BrandInfo } from '@/lib/catalog/brands'
import type { BoardQuery } from '@/lib/prices/board-query'
import { staticPages } from '@/lib/site/routes'
import { Link } from '@/components/i18n/AnchorLink'

export type CategoryOption = { slug: string; title: string; depth: number }

const selectClass = 'mt-1 block w-full rounded-md border border-steel-300 bg-white px-3 py-2'

/** Category and brand as a plain GET form: the board filters without JavaScript, state in the URL. */
export async function BoardFilters({ query, categories, brands }: { query: BoardQuery; categories: CategoryOption[]; brands: BrandInfo[] }) {
  const t = await getTranslations('prices')
  return (
    <form method="get" action={staticPages.prices} className="flex flex-wrap items-end gap-3 print:hidden" aria-label={t('filters')} data-testid="board-filters">
      <label className="min-w-48 text-sm font-medium">
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
      <label className="min-w-48 text-sm font-medium">
        {t('columns.brand')}
        <select name="brand" defaultValue={query.brand ?? ''} className={selectClass}>
          <option value="">{t('allBrands')}</option>
          {brands.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      {query.sort !== 'product' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.order === 'desc' ? <input type="hidden" name="order" value="desc" /> : null}
      <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700">
        {t('apply')}
      </button>
      {query.category || query.brand ? (
        <Link href={staticPages.prices} className="px-2 py-2 text-sm text-primary-700 underline">
          {t('clear')}
        </Link>
      ) : null}
    </form>
  )
}
