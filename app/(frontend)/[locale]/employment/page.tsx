import { getTranslations, setRequestLocale } from 'next-intl/server'
import { EmploymentForm } from '@/components/employment/EmploymentForm'
import { FormMessages } from '@/components/forms/FormMessages'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { pageMetadata } from '@/components/layout/page-metadata'
import type { Locale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return pageMetadata(locale, 'employment', staticPages.employment)
}

/** The employment application form. */
export default async function EmploymentPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  const t = await getTranslations('employment')
  const pages = await getTranslations('pages')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: pages('employment') }]} />
      <h1 className="mt-4 text-2xl font-bold text-steel-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-steel-600">{t('intro')}</p>
      <div className="mt-6">
        <FormMessages namespaces={['employment']}>
          <EmploymentForm />
        </FormMessages>
      </div>
    </div>
  )
}
