import { useFormatter, useTranslations } from 'next-intl'
import type { ProductCard } from '@/lib/catalog/cards'
import { withVat } from '@/lib/prices/board-figures'
import { useToman } from './Toman'

/**
 * Price in toman with the old price struck through; digits follow the locale (Persian in fa). Given
 * today's VAT rate, it carries the price with tax too, shown instead when the visitor chose so
 * (components/prices/VatPrice.tsx).
 */
export function Price({ price, oldPrice, unit, size = 'md', vatPercent }: Pick<ProductCard, 'price' | 'oldPrice' | 'unit'> & { size?: 'md' | 'lg'; vatPercent?: number }) {
  const t = useTranslations('catalog')
  const format = useFormatter()
  const toman = useToman()
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="price" data-price={price} data-unit={unit}>
      <span className={`font-bold text-primary-700 ${size === 'lg' ? 'text-2xl' : 'text-lg'}`}>
        {vatPercent === undefined ? (
          toman(price)
        ) : (
          <>
            <span className="vat-ex">{toman(price)}</span>
            <span className="vat-in" data-testid="price-with-vat" data-price={withVat(price, vatPercent)}>{toman(withVat(price, vatPercent))}</span>
          </>
        )}
      </span>
      {oldPrice && oldPrice > price ? (
        <s className="text-sm text-steel-500" aria-label={`${t('oldPrice')}: ${toman(oldPrice)}`}>
          {format.number(oldPrice, 'whole')}
        </s>
      ) : null}
      <span className="text-xs text-steel-500">
        {t(`perUnit.${unit}`)}
        {vatPercent === undefined ? null : <span className="vat-in">{` · ${t('withVat')}`}</span>}
      </span>
    </p>
  )
}
