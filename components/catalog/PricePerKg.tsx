import { getFormatter, getTranslations } from 'next-intl/server'
import type { ProductCard } from '@/lib/catalog/cards'

/** "≈ N toman per kg" under a price per branch or metre, so it compares with prices per kilogram. */
export async function PricePerKg({ pricePerKg, unit }: Pick<ProductCard, 'pricePerKg' | 'unit'>) {
  if (pricePerKg === undefined || unit === 'kg') return null
  const t = await getTranslations('catalog')
  const format = await getFormatter()
  return (
    <p className="text-xs text-steel-600" data-testid="price-per-kg" data-per-kg={pricePerKg}>
      {t('perKgEquivalent', { price: format.number(pricePerKg, 'whole') })}
    </p>
  )
}
