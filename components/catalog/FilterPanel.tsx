import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { getPathname } from '@/components/i18n/navigation'
import type { Facets } from '@/lib/catalog/facets'
import { GetForm } from './GetForm'
import { DEFAULT_SORT, specParam, STOCK_PARAM_VALUE, type CatalogQuery } from '@/lib/catalog/query-params'

/**
 * The advanced filter as a plain GET form: it works without JavaScript and the result is a URL
 * that can be shared and cached.
 */
export async function FilterPanel({ facets, query, action }: { facets: Facets; query: CatalogQuery; action: string }) {
  const t = await getTranslations('catalog')
  const format = await getFormatter()
  // A plain form does not pass through next-intl's Link: the locale prefix is added here.
  const localized = getPathname({ href: action, locale: await getLocale() })
  return (
    <GetForm action={localized} className="space-y-5" data-testid="filters" aria-label={t('filters')}>
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      {query.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <h2 className="font-semibold">{t('filters')}</h2>

      {facets.brands.length ? (
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t('brand')}</legend>
          {facets.brands.map((b) => (
            <label key={b.slug} className="facet">
              <input type="checkbox" name="brand" value={b.slug} defaultChecked={query.brands.includes(b.slug) || undefined} />
              {b.label}
              <small>{`(${format.number(b.count, 'digits')})`}</small>
            </label>
          ))}
        </fieldset>
      ) : null}

      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('price')}</legend>
        <div className="flex gap-2">
          <label className="flex-1 text-xs">
            {t('minPrice')}
            <input name="min" inputMode="numeric" defaultValue={query.minPrice ?? ''} placeholder={facets.price ? format.number(facets.price.min, 'whole') : ''} className="mt-1 w-full rounded border border-steel-200 px-2 py-1 text-sm" />
          </label>
          <label className="flex-1 text-xs">
            {t('maxPrice')}
            <input name="max" inputMode="numeric" defaultValue={query.maxPrice ?? ''} placeholder={facets.price ? format.number(facets.price.max, 'whole') : ''} className="mt-1 w-full rounded border border-steel-200 px-2 py-1 text-sm" />
          </label>
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('stock')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="stock" value={STOCK_PARAM_VALUE} defaultChecked={query.stock === 'in_stock'} className="accent-primary-600" />
          {t('inStockOnly')}
        </label>
      </fieldset>

      {facets.specs.map((spec) => (
        <fieldset key={spec.key} data-spec={spec.key}>
          <legend className="mb-1 text-sm font-medium">
            {spec.name}
            {spec.unit ? ` (${spec.unit})` : ''}
          </legend>
          <div className="max-h-40 overflow-y-auto">
            {spec.values.map((v) => (
              <label key={v.value} className="facet">
                <input type="checkbox" {...specParam(spec.key, v.value)} defaultChecked={query.specs[spec.key]?.includes(v.value) || undefined} />
                {v.numeric !== undefined ? format.number(v.numeric, 'digits', { maximumFractionDigits: 3 }) : v.label}
                <small>{`(${format.number(v.count, 'digits')})`}</small>
              </label>
            ))}
          </div>
        </fieldset>
      ))}

      <div className="flex flex-wrap gap-2">
        <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700">{t('apply')}</button>
        <Link href={action} className="rounded-md border border-steel-200 px-4 py-2 text-sm">{t('clear')}</Link>
      </div>
    </GetForm>
  )
}
