import { useFormatter, useTranslations } from 'next-intl'

/** A sum in toman, its digits in the page's language (Persian in fa): how every page writes money. */
export function useToman(): (amount: number) => string {
  const t = useTranslations('catalog')
  const format = useFormatter()
  return (amount) => t('toman', { price: format.number(amount, 'whole') })
}

export function Toman({ amount }: { amount: number }) {
  return useToman()(amount)
}
