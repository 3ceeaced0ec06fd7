import { getTranslations, setRequestLocale } from 'next-intl/server'
import { pageMetadata } from '@/components/layout/page-metadata'
import { getCertifications } from '@/lib/company/certifications'
import { getCompanyPage, type PageKey } from '@/lib/company/pages'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'
import { PagePlaceholder } from '@/components/layout/PagePlaceholder'
import { CertificationsSection } from '@/components/company/CertificationsSection'
import { RichPageView } from '@/components/company/RichPageView'

type Props = { params: Promise<{ locale: string }> }

/** The about page (with the certifications) and the services page, as staff wrote them. */
export function companyRoute(key: PageKey) {
  return {
    async generateMetadata({ params }: Props) {
      const locale = await pageLocale(params)
      return pageMetadata(locale, key, staticPages[key])
    },
    async Page({ params }: Props) {
      const locale = await pageLocale(params)
      setRequestLocale(locale)
      const [t, page, certifications] = await Promise.all([getTranslations(), getCompanyPage(locale, key), key === 'about' ? getCertifications(locale) : []])
      if (!page) return <PagePlaceholder title={t(`pages.${key}`)} />
      return (
        <RichPageView page={page} crumb={t(`pages.${key}`)}>
          {certifications.length ? (
            <section id="certifications" aria-labelledby="certifications-title" className="mt-14 scroll-mt-24">
              <h2 id="certifications-title" className="mb-6 text-2xl font-bold">{t('nav.certifications')}</h2>
              <CertificationsSection items={certifications} />
            </section>
          ) : null}
        </RichPageView>
      )
    },
  }
}
