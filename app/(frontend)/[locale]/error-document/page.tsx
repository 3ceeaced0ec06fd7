import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { NotFoundView } from '@/components/errors/NotFoundView'
import { ServerErrorView } from '@/components/errors/ServerErrorView'
import { pageLocale } from '@/lib/i18n/config'
import { errorDocumentHeader } from '@/lib/site/error-document'
import { notIndexed } from '@/components/layout/page-metadata'
import { parseErrorDocumentQuery } from '@/lib/site/error-page'

/**
 * The site's error page as the production server sends it for a page request that failed
 * (scripts/lib/error-documents.mjs): rendered on the server in the language of the URL that was
 * asked for. Only the server itself may ask for it; to anyone else this address does not exist.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function askedByServer(): Promise<boolean> {
  const token = process.env.ERROR_DOCUMENT_TOKEN
  return Boolean(token) && (await headers()).get(errorDocumentHeader) === token
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale })
  const { status, kind } = parseErrorDocumentQuery(await searchParams)
  const title = status === 503 ? t('errors.unavailable') : status !== 404 ? t('errors.serverError') : kind === 'product' ? t('product.notFound') : t('errors.notFound')
  return { title, ...notIndexed }
}

export default async function ErrorDocument({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  if (!(await askedByServer())) notFound()
  setRequestLocale(locale)
  const { status, path, kind } = parseErrorDocumentQuery(await searchParams)
  return status === 404 ? <NotFoundView path={path} kind={kind} /> : <ServerErrorView status={status} />
}
