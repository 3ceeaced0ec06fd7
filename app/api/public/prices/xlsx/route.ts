import { getTranslations } from 'next-intl/server'
import type { NextRequest } from 'next/server'
import { answeringUnavailable } from '@/lib/db/unavailable-response'
import { formatJalali } from '@/lib/dates/format-jalali'
import { isLocale } from '@/lib/i18n/config'
import { buildBoardWorkbook, downloadColumns, type DownloadColumn } from '@/lib/prices/board-download'
import { loadBoardState } from '@/lib/prices/board-page'
import { sheetNames } from '@/lib/prices/sheet/layout'
import { isVatBasis, vatBasisOf, vatCookie } from '@/lib/prices/vat-basis'
import { clientIp } from '@/lib/security/client-ip'
import { windowLimiter } from '@/lib/security/window-rate'

export const dynamic = 'force-dynamic'

const perMinute = Number(process.env.PRICE_FEED_PER_MINUTE) || 60
const retryIn = windowLimiter({ perWindow: perMinute, windowSeconds: 60 })

/**
 * The board as the visitor filtered it, as an XLSX in their language (the board's download link):
 * the board's own query, read as the board reads it; prices with tax when the visitor chose so
 * (the `vat` cookie, or `vat=in|ex`). Limited per address like the JSON feed.
 */
async function get(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const requested = params.get('locale') ?? 'fa'
  const locale = isLocale(requested) ? requested : 'fa'
  const t = await getTranslations({ locale, namespace: 'prices' })
  const wait = retryIn(await clientIp())
  if (wait > 0) return Response.json({ errors: [t('feedErrors.tooMany', { perMinute, wait })] }, { status: 429, headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' } })
  if (!isLocale(requested)) return Response.json({ errors: [t('feedErrors.locale')] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })

  const asked = params.get('vat')
  const basis = isVatBasis(asked) ? asked : vatBasisOf(request.cookies.get(vatCookie.name)?.value)
  const now = new Date()
  const { tables, vatPercent } = await loadBoardState(locale, params, now)
  const tc = await getTranslations({ locale, namespace: 'catalog' })
  const headers = Object.fromEntries(downloadColumns.map((c) => [c, c === 'change' ? t('changePercent') : t(`columns.${c}`)])) as Record<DownloadColumn, string>
  const file = await buildBoardWorkbook(locale, tables, { basis, percent: vatPercent }, {
    sheetName: sheetNames[locale],
    title: `${t('title')} — ${t('asOf', { date: formatJalali(now, locale) })}`,
    basis: basis === 'in' ? t('noteWithVat', { rate: vatPercent }) : t('note'),
    headers,
    unit: (unit) => tc(`unit.${unit}`),
    stock: (stock) => tc(`stockStatus.${stock}`),
  })
  const day = now.toISOString().slice(0, 10)
  return new Response(new Uint8Array(file), {
    status: 200,
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="prices-${day}.xlsx"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

export const GET = answeringUnavailable(get)
