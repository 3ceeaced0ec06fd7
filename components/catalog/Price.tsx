import { useFormatter, useTranslations } from 'next-intl'
import type { ProductCard } from '@/lib/catalog/cards'
import { useToman } from './Toman'

/** Price in toman with the old price struck through; digits follow the locale (Persian in fa). */
export function Price({ price, oldPrice, unit, size = 'md' }: Pick<ProductCard, 'price' | 'oldPrice' | 'unit'> & { size?: 'md' | 'lg' }) {
  const t = useTranslations('catalog')
  const format = useFormatter()
  const toman = useToman()
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="price" data-price={price} data-unit={unit}>
      <span className={`font-bold text-primary-700 ${size === 'lg' ? 'text-2xl' : 'text-lg'}`}>{toman(price)}</span>
      {oldPrice && oldPrice > price ? (
        <s className="text-sm text-steel-500" aria-label={`${t('oldPrice')}: ${toman(oldPrice)}`}>
          {format.number(oldPrice, 'whole')}
        </s>
      ) : null}
      <span className="text-xs text-steel-500">{t(`perUnit.${unit}`)}</span>
    </p>
  )
}
