import { ServerImage } from '@/components/layout/ServerImage'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import type { ProductCard as Card } from '@/lib/catalog/cards'
import { productPath } from '@/lib/catalog/paths'
import { Price } from './Price'
import { PricePerKg } from './PricePerKg'

/**
 * `first`: the card a phone shows at the top of a listing, whose picture is its largest paint; it
 * is fetched at once and first rather than when scrolled near. `nearFold`: a card a phone may show
 * on its first screen; the others are drawn only when scrolled near (render-when-near).
 */
export async function ProductCard({ product, first = false, nearFold = true }: { product: Card; first?: boolean; nearFold?: boolean }) {
  const t = await getTranslations('catalog')
  return (
    <article data-testid="product-card" className={`${nearFold ? '' : 'render-when-near [--near-height:27rem] '}group flex flex-col overflow-hidden rounded-xl border border-steel-200 bg-white transition hover:shadow-md`}>
      <Link href={productPath(product)} className="flex flex-1 flex-col">
        <div className="relative aspect-[4/3] bg-steel-50">
          {product.image ? (
            <ServerImage src={product.image.url} alt={product.image.alt || product.title} fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" preload={first} fetchPriority={first ? 'high' : undefined} className="object-contain p-2" />
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="font-semibold leading-snug text-steel-900 group-hover:text-primary-700">{product.title}</h3>
          {product.brand ? <p className="text-xs text-steel-500">{product.brand.name}</p> : null}
          <p className={`text-xs font-medium ${product.stock === 'in_stock' ? 'text-primary-700' : 'text-amber-700'}`}>{t(`stockStatus.${product.stock}`)}</p>
          <div className="mt-auto">
            <Price price={product.price} oldPrice={product.oldPrice} unit={product.unit} />
            <PricePerKg pricePerKg={product.pricePerKg} unit={product.unit} />
          </div>
        </div>
      </Link>
    </article>
  )
}
