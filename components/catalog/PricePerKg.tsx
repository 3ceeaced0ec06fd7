import { getFormatter, getTranslations } from 'next-intl/server'
import { VatPrice } from '@/components/prices/VatPrice'
import type { ProductCard } from '@/lib/catalog/cards'
import { pricePerTon } from '@/lib/prices/board-figures'

/**
 * "≈ N toman per kg" under a price per branch or metre, so it compares with prices per kilogram;
 * given today's VAT rate, also per ton, as buyers quote steel, each figure with or without tax as
 * the visitor chose.
 */
export async function PricePerKg({ pricePerKg, unit, vatPercent }: Pick<ProductCard, 'pricePerKg' | 'unit'> & { vatPercent?: number }) {
  if (pricePerKg === undefined || pricePerKg === null || unit === 'kg') return null
  const t = await getTranslations('catalog')
  const format = await getFormatter()
  const whole = (n: number) => format.number(n, 'whole')
  if (vatPercent === undefined) {
    return (
      <p className="text-xs text-steel-600" data-testid="price-per-kg" data-per-kg={pricePerKg}>
        {t.rich('perKgEquivalent', { price: () => whole(pricePerKg) })}
      </p>
    )
  }
  const perTon = pricePerTon(pricePerKg)
  return (
    <p className="text-xs text-steel-600" data-testid="price-per-kg" data-per-kg={pricePerKg}>
      {t.rich('perKgEquivalent', { price: () => <VatPrice price={pricePerKg} vatPercent={vatPercent} format={whole} /> })}
      {perTon === null ? null : (
        <span data-testid="price-per-ton" data-per-ton={perTon}>
          {' · '}
          {t.rich('perTonEquivalent', { price: () => <VatPrice price={perTon} vatPercent={vatPercent} format={whole} /> })}
        </span>
      )}
    </p>
  )
}
