import { setRequestLocale } from 'next-intl/server'
import { boardMetadata } from '@/components/prices/board-metadata'
import { PriceBoardPage } from '@/components/prices/PriceBoardPage'
import { pageLocale } from '@/lib/i18n/config'

/**
 * The whole board, sorted by product: `/prices` with no state, or with one spelled as the default.
 * Any other category, brand, sort or order is served from its kept render
 * (lib/prices/board-rewrites.ts, lib/prices/board-route.ts), so this page reads no query and is
 * cached; a price change expires it in every locale (catalogue tag). The board is dated: rendered
 * again at most this many seconds after the Tehran day changes.
 */
export const revalidate = 600

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  return boardMetadata(await pageLocale(params))
}

export default async function PricesPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <PriceBoardPage locale={locale} params={{}} />
}
