import { useFormatter, useTranslations } from 'next-intl'
import { weightParts, type OrderWeight } from '@/lib/orders/weight'

/**
 * "Total weight: 1.24 t" for a cart or an order, in kilograms below a tonne; when some items'
 * weight is not known it says the figure covers the others. Server and browser alike.
 */
export function WeightTotal({ weight }: { weight: OrderWeight | null }) {
  const t = useTranslations('weight')
  const format = useFormatter()
  if (!weight) return null
  const { unit, value } = weightParts(weight.kilograms)
  return (
    <span data-testid="weight-total" data-kilograms={weight.kilograms}>
      {t(unit, { value: format.number(value, 'digits') })}
      {weight.complete ? null : <span className="ms-1 text-xs font-normal text-steel-600">{t('partial')}</span>}
    </span>
  )
}
