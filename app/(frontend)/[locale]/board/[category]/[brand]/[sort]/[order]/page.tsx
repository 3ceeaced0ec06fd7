import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { boardMetadata } from '@/components/prices/board-metadata'
import { PriceBoardPage } from '@/components/prices/PriceBoardPage'
import { serializeBoardQuery } from '@/lib/prices/board-query'
import { readKeptBoard } from '@/lib/prices/board-route'
import { pageLocale } from '@/lib/i18n/config'

/**
 * A kept state of the price board. Public addresses (`/prices?category=round-tubes&sort=price`) are
 * served from here by the proxy (lib/prices/board-route.ts); rendered on first request, then served
 * from the page cache until a price or the catalogue changes, or the day does (see /prices).
 */
export const generateStaticParams = () => []
export const revalidate = 600

type Props = { params: Promise<{ locale: string; category: string; brand: string; sort: string; order: string }> }

export async function generateMetadata({ params }: Props) {
  return boardMetadata(await pageLocale(params))
}

export default async function KeptBoard({ params }: Props) {
  const locale = await pageLocale(params)
  const query = readKeptBoard(await params)
  if (!query) notFound()
  setRequestLocale(locale)
  return <PriceBoardPage locale={locale} params={Object.fromEntries(new URLSearchParams(serializeBoardQuery(query)))} />
}
