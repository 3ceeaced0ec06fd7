import { PriceAlertForm } from '@/components/prices/PriceAlertForm'
import { PriceChart } from '@/components/prices/PriceChart'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { getFormatter, getTranslations } from 'next-intl/server'
import { Price } from '@/components/catalog/Price'
import { PricePerKg } from '@/components/catalog/PricePerKg'
import { ProductCard } from '@/components/catalog/ProductCard'
import { fixedHeight, gridHeight, guessedHeightClasses, productCardRow } from '@/components/layout/guessed-height'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { categoryTrail, getCategoryTree } from '@/lib/catalog/categories'
import { categoryPath, productPath } from '@/lib/catalog/paths'
import { getSimilar, type ProductDetail } from '@/lib/catalog/product'
import { localizedPath, type Locale } from '@/lib/i18n/config'
import { siteUrl } from '@/lib/seo/alternates'
import { jsonLd } from '@/lib/seo/json-ld'
import { ProductActions } from './ProductActions'
import { LikeButton } from './LikeButton'
import { ProductComments } from './ProductComments'
import { ProductGallery } from './ProductGallery'
import { configuredOrigin } from '@/lib/site/public-url'
import { QrCode } from './QrCode'
import { VatSwitch } from '@/components/prices/VatSwitch'
import { vatPercentOn } from '@/lib/invoice/vat-rates'
import { ViewCounter } from './ViewCounter'
import { IslandMessages } from '@/components/i18n/IslandMessages'
import { Link } from '@/components/i18n/AnchorLink'
import { rfqFormPath } from '@/lib/rfq/paths'

export async function ProductPage({ locale, product }: { locale: Locale; product: ProductDetail }) {
  const t = await getTranslations()
  const format = await getFormatter()
  const [similar, tree, vatPercent] = await Promise.all([getSimilar(locale, product), getCategoryTree(locale), vatPercentOn(new Date())])
  const origin = siteUrl().origin
  const path = localizedPath(locale, productPath(product))
  const url = origin + path
  const trail = categoryTrail(tree, product.categorySlug) ?? []
  const crumbs = [{ label: t('pages.search'), href: categoryPath() }, ...trail.map((c) => ({ label: c.title, href: categoryPath(c.slug) }))]

  const structured = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.summary,
      sku: String(product.id),
      image: product.images.map((i) => origin + i.url),
      brand: product.brand ? { '@type': 'Brand', name: product.brand.name } : undefined,
      category: product.categoryTitle,
      additionalProperty: product.specs.map((s) => ({ '@type': 'PropertyValue', name: s.name, value: s.value, unitText: s.unit })),
      offers: {
        '@type': 'Offer',
        url,
        // Toman is not an ISO currency: the offer states rials (1 toman = 10 IRR).
        priceCurrency: 'IRR',
        price: product.price * 10,
        availability: product.stock === 'in_stock' ? 'https://schema.org/InStock' : product.stock === 'on_order' ? 'https://schema.org/PreOrder' : 'https://schema.org/OutOfStock',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [...crumbs, { label: product.title, href: productPath(product) }].map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.label,
        item: origin + localizedPath(locale, c.href),
      })),
    },
  ]

  return (
    <IslandMessages paths={['product', 'social', 'prices.alerts']}>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
        <ViewCounter id={product.id} />
        <Breadcrumb items={[...crumbs, { label: product.title }]} />

        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <ProductGallery images={product.images} title={product.title} label={t('product.gallery')} />
          <div className="space-y-5">
            <h1 className="text-2xl font-bold sm:text-3xl">{product.title}</h1>
            {product.summary ? <p className="text-steel-700">{product.summary}</p> : null}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {product.brand ? (
                <>
                  <dt className="text-steel-500">{t('product.brand')}</dt>
                  <dd>{product.brand.name}</dd>
                </>
              ) : null}
              <dt className="text-steel-500">{t('product.category')}</dt>
              <dd>{product.categoryTitle}</dd>
              <dt className="text-steel-500">{t('product.unitOfSale')}</dt>
              <dd>{t(`catalog.unit.${product.unit}`)}</dd>
              <dt className="text-steel-500">{t('catalog.stock')}</dt>
              <dd className={product.stock === 'in_stock' ? 'text-primary-700' : 'text-amber-700'}>{t(`catalog.stockStatus.${product.stock}`)}</dd>
            </dl>
            <div>
              <Price price={product.price} oldPrice={product.oldPrice} unit={product.unit} size="lg" vatPercent={vatPercent} />
              <PricePerKg pricePerKg={product.pricePerKg} unit={product.unit} vatPercent={vatPercent} />
              <div className="mt-2">
                <VatSwitch path={path} vatPercent={vatPercent} />
              </div>
            </div>
            {!product.orderable ? (
              <p className="rounded-md bg-steel-100 p-3 text-sm text-steel-800" data-testid="not-orderable">{t('product.notOrderable')}</p>
            ) : product.stock !== 'in_stock' ? (
              <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="made-to-order-note">{t('product.madeToOrderNote')}</p>
            ) : null}
            <ProductActions id={product.id} title={product.title} path={path} origin={configuredOrigin()} orderable={product.orderable} />
            <Link href={`${rfqFormPath}?product=${product.id}`} className="text-sm font-medium text-primary-800 underline" data-testid="product-rfq">
              {t('rfq.askProduct')}
            </Link>
            <LikeButton id={product.id} initialCount={product.likes} />
            <div className="flex items-center gap-4 rounded-lg border border-steel-200 p-3">
              <QrCode path={path} origin={configuredOrigin()} />
              <p className="text-sm text-steel-700">{t('product.qrHint')}</p>
            </div>
          </div>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_24rem]">
          <div className="render-when-near space-y-10 [--near-height:80rem]">
            {product.introduction ? (
              <section aria-labelledby="intro">
                <h2 id="intro" className="mb-3 text-xl font-bold">
                  {t('product.introduction')}
                </h2>
                <div className="prose max-w-none leading-8 text-steel-700">
                  <RichText data={product.introduction} />
                </div>
              </section>
            ) : null}
            <section aria-labelledby="specs">
              <h2 id="specs" className="mb-3 text-xl font-bold">
                {t('product.specs')}
              </h2>
              <table className="w-full overflow-hidden rounded-lg border border-steel-200 text-sm" data-testid="specs">
                <thead className="bg-steel-50 text-start">
                  <tr>
                    <th scope="col" className="p-2 text-start">
                      {t('product.specName')}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t('product.specValue')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {product.specs.map((s) => (
                    <tr key={s.key} className="border-t border-steel-200">
                      <th scope="row" className="p-2 text-start font-medium">
                        {s.name}
                      </th>
                      <td className="p-2">
                        {s.numeric !== undefined ? format.number(s.numeric, 'digits', { maximumFractionDigits: 3 }) : s.value}
                        {s.unit ? ` ${s.unit}` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {product.technicalDescription ? <p className="mt-4 leading-8 text-steel-700">{product.technicalDescription}</p> : null}
            </section>
            <PriceChart locale={locale} product={product} />
            <section aria-labelledby="price-alert-heading" className="rounded-xl border border-steel-200 p-5">
              <h2 id="price-alert-heading" className="text-lg font-bold">
                {t('prices.alerts.title')}
              </h2>
              <p className="mb-3 mt-1 text-sm text-steel-700">{t('prices.alerts.intro')}</p>
              <PriceAlertForm productId={product.id} />
            </section>
          </div>
          <ProductComments productId={product.id} />
        </div>

        <section aria-labelledby="similar" className={`mt-12 ${guessedHeightClasses}`} style={similar.length ? gridHeight(similar.length, { columns: [1, 2, 4], row: productCardRow }, 2.75) : fixedHeight([4.5, 4.5, 4.5])}>
          <h2 id="similar" className="mb-4 text-xl font-bold">
            {t('product.similar')}
          </h2>
          {similar.length ? (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="similar">
              {similar.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </div>
          ) : (
            <p className="text-steel-700">{t('product.noSimilar')}</p>
          )}
        </section>
      </div>
    </IslandMessages>
  )
}
