import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { boardMetadata } from '@/components/prices/board-metadata'
import { PriceBoardPage } from '@/components/prices/PriceBoardPage'
import { serializeBoardQuery } from '@/lib/prices/board-query'
import { readKeptBoard } from '@/lib/prices/board-route'
import { pageLocale } from '@/lib/i18n/config'

/**
 * A kept state of the price board. Its public addresses (`/prices?category=round-tubes&sort=price`)
 * are served from here by next.config.ts's rewrites (lib/prices/board-rewrites.ts), or by the proxy
 * when spelled otherwise (lib/prices/board-route.ts). Rendered on first request, then served from
 * the page cache until a price or the catalogue changes (catalogue tag, every locale), or the day
 * does: the board is dated, so it is rendered again at most this many seconds after the Tehran day
 * changes (see /prices).
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
