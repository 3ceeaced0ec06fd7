import { useTranslations } from 'next-intl'
import { useWholeNumber } from './use-whole-number'

/** A sum in toman, its digits in the page's language (Persian in fa): how every page writes money. */
export function useToman(): (amount: number) => string {
  const t = useTranslations('catalog')
  const whole = useWholeNumber()
  return (amount) => t('toman', { price: whole(amount) })
}

export function Toman({ amount }: { amount: number }) {
  return useToman()(amount)
}
