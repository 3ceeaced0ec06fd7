import { getFormatter, getTranslations } from 'next-intl/server'

/** useToman for async server components: a sum in toman, in the page's digits. */
export async function getToman(): Promise<(amount: number) => string> {
  const [t, format] = await Promise.all([getTranslations('catalog'), getFormatter()])
  return (amount) => t('toman', { price: format.number(amount, 'whole') })
}
