import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CartView } from '@/components/cart/CartView'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { privatePageMetadata } from '@/components/layout/page-metadata'
import { localizedPath, pageLocale } from '@/lib/i18n/config'
import { vatPercentOn } from '@/lib/invoice/vat-rates'
import { VatSwitch } from '@/components/prices/VatSwitch'
import { staticPages } from '@/lib/site/routes'
import { IslandMessages } from '@/components/i18n/IslandMessages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return privatePageMetadata(locale, 'cart', staticPages.cart)
}

/** The page is the same for everyone (and cached); the cart itself lives in the browser island. */
export default async function CartPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations('cart')
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('title') }]} />
      <div className="mt-6 mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-steel-900">{t('title')}</h1>
        <VatSwitch path={localizedPath(locale, staticPages.cart)} vatPercent={await vatPercentOn(new Date())} />
      </div>
      <IslandMessages paths={['cart', 'buyer', 'forms.errors', 'forms.required', 'catalog.toman', 'catalog.perUnit', 'catalog.unit', 'weight', 'rfq.askCart']}>
        <CartView locale={locale} />
      </IslandMessages>
    </div>
  )
}
