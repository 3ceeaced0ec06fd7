import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/components/i18n/navigation'
import { pageMetadata } from '@/components/layout/page-metadata'
import type { Locale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return pageMetadata(locale, 'home', staticPages.home)
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  const t = await getTranslations('home')
  return (
    <>
      <section className="bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 data-reveal className="max-w-3xl text-3xl font-black leading-tight text-steel-900 sm:text-5xl">{t('heroTitle')}</h1>
          <p data-reveal className="mt-5 max-w-2xl text-lg text-steel-700">{t('heroBody')}</p>
          <div data-reveal className="mt-8 flex flex-wrap gap-3">
            <Link href={staticPages.search} className="rounded-md bg-primary-600 px-6 py-3 font-semibold text-white hover:bg-primary-700">{t('browse')}</Link>
            <Link href={`${staticPages.contact}#consultation`} className="rounded-md border border-primary-600 bg-white px-6 py-3 font-semibold text-primary-700 hover:bg-primary-50">{t('consult')}</Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12">
        <p data-reveal className="rounded-xl border border-dashed border-steel-200 p-8 text-center text-steel-500">{t('sectionsSoon')}</p>
      </section>
    </>
  )
}
