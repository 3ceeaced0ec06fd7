import { setRequestLocale } from 'next-intl/server'
import { FormIsland } from '@/components/forms/FormIsland'
import { LongFormPage } from '@/components/forms/LongFormPage'
import { pageMetadata } from '@/components/layout/page-metadata'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return pageMetadata(locale, 'suppliers', staticPages.suppliers)
}

/** The supplier qualification questionnaire. */
export default async function SuppliersPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return (
    <LongFormPage pageKey="suppliers" namespace="suppliers">
      <FormIsland form="suppliers" />
    </LongFormPage>
  )
}
