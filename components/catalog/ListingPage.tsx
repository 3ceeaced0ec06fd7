import { SearchX } from 'lucide'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { Pagination } from '@/components/layout/Pagination'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import type { CategoryNode } from '@/lib/catalog/categories'
import { loadListingPage } from '@/lib/catalog/listing-page'
import { categoryPath } from '@/lib/catalog/paths'
import { activeFilterCount, isFiltered, serializeCatalogQuery, type RawParams } from '@/lib/catalog/query-params'
import type { Locale } from '@/lib/i18n/config'
import { CategoryTree } from './CategoryTree'
import { FilterPanel } from './FilterPanel'
import { FiltersDrawer } from './FiltersDrawer'
import { ProductCard } from './ProductCard'
import { SearchBox } from './SearchBox'
import { SortLinks } from './SortLinks'
import { IslandMessages } from '@/components/i18n/IslandMessages'
import { Icon } from '@/components/icons/Icon'
import { withQuery } from '@/lib/site/with-query'

/** The catalogue listing: all products (/search) or one category (/search/{slug}). */
export async function ListingPage({ locale, category, params }: { locale: Locale; category: CategoryNode | null; params: RawParams }) {
  const t = await getTranslations()
  const { tree, query, listing, facets, trail } = await loadListingPage(locale, category, params)
  const action = categoryPath(category?.slug)
  const crumbs = [
    ...(category ? [{ label: t('pages.search'), href: categoryPath() }] : []),
    ...trail.map((c) => ({ label: c.title, href: c.slug === category?.slug ? undefined : categoryPath(c.slug) })),
  ]

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={crumbs.length ? crumbs : [{ label: t('pages.search') }]} />
      <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{category?.title ?? t('pages.search')}</h1>
          {category?.description ? <p className="mt-2 max-w-3xl text-steel-700">{category.description}</p> : null}
        </div>
        <div className="md:w-96">
          <SearchBox action={action} q={query.q} />
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[16rem_1fr] lg:gap-8">
        <aside>
          {/* Past the categories and a hundred filter options, straight to the sort and the products. */}
          <a href="#results" className="sr-only focus:not-sr-only focus:mb-2 focus:block focus:rounded-md focus:bg-white focus:p-2 focus:text-primary-700">
            {t('catalog.skipToResults')}
          </a>
          <IslandMessages paths={['catalog.filtersAndCategories', 'catalog.filtersWithCount', 'catalog.closeFilters']}>
            <FiltersDrawer active={activeFilterCount(query)}>
              <CategoryTree tree={tree} current={category?.slug} />
              <FilterPanel facets={facets} query={query} action={action} />
            </FiltersDrawer>
          </IslandMessages>
        </aside>

        <section id="results" tabIndex={-1} aria-labelledby="results-heading" className="scroll-mt-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="results-heading" className="text-sm text-steel-700" data-testid="result-count" aria-live="polite" aria-atomic="true">
              {t('catalog.results', { count: listing.totalDocs })}
            </h2>
            <SortLinks query={query} action={action} />
          </div>

          {listing.items.length ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="results">
              {listing.items.map((p, i) => (
                <ProductCard key={p.id} product={p} first={i === 0} nearFold={i < 2} />
              ))}
            </div>
          ) : (
            <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-steel-200 p-10 text-center" data-testid="empty-results">
              <Icon icon={SearchX} aria-hidden className="size-10 text-steel-500" />
              <p className="font-semibold">{t('catalog.empty')}</p>
              <p className="text-sm text-steel-700">{t('catalog.emptyHint')}</p>
              {isFiltered(query) ? (
                <Link href={action} className="rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white">
                  {t('catalog.clear')}
                </Link>
              ) : null}
            </div>
          )}

          <Pagination
            page={listing.page}
            totalPages={listing.totalPages}
            hrefFor={(p) => withQuery(action, serializeCatalogQuery(query, { page: p }))}
          />
        </section>
      </div>
    </div>
  )
}
