import { getTranslations, setRequestLocale } from 'next-intl/server'
import { HomeSections } from '@/components/home/HomeSections'
import { Link } from '@/components/i18n/AnchorLink'
import { pageMetadata } from '@/components/layout/page-metadata'
import { getHome } from '@/lib/company/home'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

type Props = { params: Promise<{ locale: string }> }

// The latest posts include scheduled ones once their time comes: the same period as the blog.
export const revalidate = 300

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  // The home page's title is the site's SEO title alone: the layout's default (its `| seoTitle`
  // template only reaches pages below it).
  const { alternates } = await pageMetadata(locale, 'home', staticPages.home)
  return { alternates }
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, home] = await Promise.all([getTranslations('home'), getHome(locale)])
  return (
    <>
      <section className="bg-gradient-to-b from-primary-50 to-white" data-testid="home-hero">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-3xl font-black leading-tight text-steel-900 sm:text-5xl">{home.heroTitle || t('heroTitle')}</h1>
          <p className="mt-5 max-w-2xl text-lg text-steel-700">{home.heroBody || t('heroBody')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={staticPages.search} className="rounded-md bg-primary-600 px-6 py-3 font-semibold text-white hover:bg-primary-700">{t('browse')}</Link>
            <Link href={`${staticPages.contact}#consultation`} className="rounded-md border border-primary-600 bg-white px-6 py-3 font-semibold text-primary-700 hover:bg-primary-50">{t('consult')}</Link>
          </div>
        </div>
      </section>
      <HomeSections locale={locale} home={home} />
    </>
  )
}
