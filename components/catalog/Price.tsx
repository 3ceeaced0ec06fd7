import { getFormatter, getTranslations } from 'next-intl/server'
import type { ProductCard } from '@/lib/catalog/cards'

/** Price in toman with the old price struck through; digits follow the locale (Persian in fa). */
export async function Price({ price, oldPrice, unit, size = 'md' }: Pick<ProductCard, 'price' | 'oldPrice' | 'unit'> & { size?: 'md' | 'lg' }) {
  const t = await getTranslations('catalog')
  const format = await getFormatter()
  const n = (v: number) => format.number(v, 'whole')
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="price" data-price={price} data-unit={unit}>
      <span className={`font-bold text-primary-700 ${size === 'lg' ? 'text-2xl' : 'text-lg'}`}>{t('toman', { price: n(price) })}</span>
      {oldPrice && oldPrice > price ? (
        <s className="text-sm text-steel-500" aria-label={`${t('oldPrice')}: ${t('toman', { price: n(oldPrice) })}`}>
          {n(oldPrice)}
        </s>
      ) : null}
      <span className="text-xs text-steel-500">{t(`perUnit.${unit}`)}</span>
    </p>
  )
}
