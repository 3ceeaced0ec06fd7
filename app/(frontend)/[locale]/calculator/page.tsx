import type { Metadata } from 'next'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { SteelCalculator } from '@/components/calculator/SteelCalculator'
import { IslandMessages } from '@/components/i18n/IslandMessages'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { pageLocale } from '@/lib/i18n/config'
import { alternatesFor } from '@/lib/seo/alternates'
import { staticPages } from '@/lib/site/routes'
import { CORNER_RADII_STANDARD, en10219CornerRadii, STEEL_DENSITY_G_PER_CM3 } from '@/lib/steel/section-weight'

const path = staticPages.calculator

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'calculator' })
  return { title: t('title'), description: t('description'), alternates: alternatesFor(locale, path) }
}

/** The steel weight calculator: nothing read from the database, so the page is cached as it is. */
export default async function CalculatorPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, format] = await Promise.all([getTranslations('calculator'), getFormatter()])
  const digits = (n: number) => format.number(n, 'digits')
  // The stated assumptions are read from the rules themselves, so the two cannot drift apart.
  const [thin, middle, thick] = en10219CornerRadii
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('title') }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">{t('title')}</h1>
      <p className="mt-2 mb-8 max-w-3xl text-steel-700">{t('intro')}</p>

      <IslandMessages paths={['calculator.form', 'catalog.toman']}>
        <SteelCalculator />
      </IslandMessages>

      <section aria-labelledby="calculator-assumptions" className="mt-10 max-w-3xl text-sm text-steel-700" data-testid="calculator-assumptions">
        <h2 id="calculator-assumptions" className="text-base font-bold text-steel-900">{t('assumptions.title')}</h2>
        <p className="mt-2">
          {t('assumptions.density', { density: digits(STEEL_DENSITY_G_PER_CM3) })}{' '}
          {t('assumptions.corners', {
            standard: CORNER_RADII_STANDARD,
            outside1: digits(thin.outside),
            inside1: digits(thin.inside),
            wall1: digits(thin.maxWall),
            outside2: digits(middle.outside),
            inside2: digits(middle.inside),
            wall2: digits(middle.maxWall),
            outside3: digits(thick.outside),
            inside3: digits(thick.inside),
          })}{' '}
          {t('assumptions.openProfiles')} {t('assumptions.rounding')}
        </p>
      </section>
    </div>
  )
}
