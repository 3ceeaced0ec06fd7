import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { requireViewer } from '@/components/auth/guard'
import { pageMetadata } from '@/components/layout/page-metadata'
import { PagePlaceholder } from '@/components/layout/PagePlaceholder'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { parseId } from '@/lib/site/params'
import { staticPages } from '@/lib/site/routes'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params
  if (parseId(id) === null) return {}
  return { ...(await pageMetadata(locale, 'order', `${staticPages.orders}/${id}`)), robots: { index: false } }
}

export default async function OrderPage({ params }: Props) {
  const { locale: raw, id } = await params
  if (parseId(id) === null) notFound()
  const locale: Locale = isLocale(raw) ? raw : 'fa'
  setRequestLocale(locale)
  await requireViewer(locale, `${staticPages.orders}/${id}`)
  const t = await getTranslations('pages')
  return <PagePlaceholder title={t('order')} trail={[{ label: t('orders'), href: staticPages.orders }]} />
}
