import { getTranslations, setRequestLocale } from 'next-intl/server'
import { requireViewer } from '@/components/auth/guard'
import { pageMetadata } from '@/components/layout/page-metadata'
import { PagePlaceholder } from '@/components/layout/PagePlaceholder'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

// Orders are personal: checked and rendered for each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return { ...(await pageMetadata(locale, 'orders', staticPages.orders)), robots: { index: false } }
}

export default async function OrdersPage({ params }: Props) {
  const { locale: raw } = await params
  const locale: Locale = isLocale(raw) ? raw : 'fa'
  setRequestLocale(locale)
  await requireViewer(locale, staticPages.orders)
  const t = await getTranslations('pages')
  return <PagePlaceholder title={t('orders')} />
}
