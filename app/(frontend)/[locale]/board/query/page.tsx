import { setRequestLocale } from 'next-intl/server'
import { boardMetadata } from '@/components/prices/board-metadata'
import { PriceBoardPage } from '@/components/prices/PriceBoardPage'
import { pageLocale } from '@/lib/i18n/config'

/**
 * The board narrowed by shape, size, wall, length, standard or stock, or past its first page:
 * rendered per request from the cached rows, like a filtered listing. Reached only through the
 * proxy, which serves `/prices?wall=2.5` from here with the board's query in one spelling
 * (lib/prices/board-route.ts).
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props) {
  return boardMetadata(await pageLocale(params))
}

export default async function FilteredBoard({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <PriceBoardPage locale={locale} params={await searchParams} />
}
