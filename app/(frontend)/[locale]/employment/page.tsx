import { setRequestLocale } from 'next-intl/server'
import { FormIsland } from '@/components/forms/FormIsland'
import { LongFormPage } from '@/components/forms/LongFormPage'
import { pageMetadata } from '@/components/layout/page-metadata'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return pageMetadata(locale, 'employment', staticPages.employment)
}

/** The employment application form. */
export default async function EmploymentPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return (
    <LongFormPage pageKey="employment" namespace="employment">
      <FormIsland form="employment" />
    </LongFormPage>
  )
}
