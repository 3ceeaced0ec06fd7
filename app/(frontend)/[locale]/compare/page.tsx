import { ServerImage } from '@/components/layout/ServerImage'
import { GitCompareArrows } from 'lucide'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { Price } from '@/components/catalog/Price'
import { CompareSync, RemoveFromCompare } from '@/components/compare/CompareSync'
import { Link } from '@/components/i18n/AnchorLink'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { privatePageMetadata } from '@/components/layout/page-metadata'
import { compareRows, parseCompareIds } from '@/lib/catalog/compare'
import { productPath } from '@/lib/catalog/paths'
import { readProductsByIds } from '@/lib/catalog/product'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'
import { IslandMessages } from '@/components/i18n/IslandMessages'
import { Icon } from '@/components/icons/Icon'

// Filters live in the query string, so the page renders per request; its data reads are cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ ids?: string | string[] }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return privatePageMetadata(locale, 'compare', staticPages.compare)
}

export default async function ComparePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations()
  const format = await getFormatter()
  const ids = parseCompareIds((await searchParams).ids)
  const products = await readProductsByIds(locale, ids)
  const shown = products.map((p) => p.id)
  const rows = compareRows(products)

  return (
    <IslandMessages paths={['compare']}>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <CompareSync ids={shown} />
        <Breadcrumb items={[{ label: t('pages.compare') }]} />
        <h1 className="mt-4 text-3xl font-bold">{t('pages.compare')}</h1>
        {products.length === 0 ? (
          <div className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-dashed border-steel-200 p-10 text-center" data-testid="compare-empty">
            <Icon icon={GitCompareArrows} aria-hidden className="size-10 text-steel-500" />
            <p className="font-semibold">{t('compare.empty')}</p>
            <p className="text-sm text-steel-700">{t('compare.emptyHint')}</p>
            <Link href={staticPages.search} className="rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white">
              {t('catalog.allProducts')}
            </Link>
          </div>
        ) : (
          <div className="mt-6 overflow-x-auto">
            <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="compare-table">
              <thead>
                <tr>
                  <th scope="col" className="w-40 p-2 text-start text-steel-500">
                    {t('compare.spec')}
                  </th>
                  {products.map((p) => (
                    <th key={p.id} scope="col" className="p-2 align-top" data-product={p.id}>
                      <div className="flex items-start justify-between gap-2">
                        <Link href={productPath(p)} className="text-start font-semibold hover:text-primary-700">
                          {p.title}
                        </Link>
                        <RemoveFromCompare id={p.id} ids={shown} title={p.title} />
                      </div>
                      {p.images[0] ? (
                        <div className="relative mt-2 aspect-[4/3] w-full max-w-48">
                          <ServerImage src={p.images[0].url} alt={p.images[0].alt || p.title} fill sizes="12rem" className="object-contain" />
                        </div>
                      ) : null}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="border-t border-steel-200">
                  <th scope="row" className="p-2 text-start font-medium">
                    {t('compare.price')}
                  </th>
                  {products.map((p) => (
                    <td key={p.id} className="p-2">
                      <Price price={p.price} oldPrice={p.oldPrice} unit={p.unit} />
                    </td>
                  ))}
                </tr>
                {rows.map((r) => (
                  <tr key={r.key} data-differs={r.differs || undefined} className={`border-t border-steel-200 ${r.differs ? 'bg-amber-50' : ''}`}>
                    <th scope="row" className="p-2 text-start font-medium">
                      {r.name}
                      {r.unit ? ` (${r.unit})` : ''}
                      {r.differs ? <span className="ms-2 rounded bg-amber-200 px-1.5 text-xs">{t('compare.differs')}</span> : null}
                    </th>
                    {r.values.map((v, i) => (
                      <td key={products[i]!.id} className="p-2">
                        {v === null ? t('compare.missing') : v.numeric !== undefined ? format.number(v.numeric, 'digits', { maximumFractionDigits: 3 }) : v.value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </IslandMessages>
  )
}
