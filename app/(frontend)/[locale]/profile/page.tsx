import { getTranslations, setRequestLocale } from 'next-intl/server'
import { requireViewer } from '@/components/auth/guard'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { privatePageMetadata } from '@/components/layout/page-metadata'
import { CustomerProfile } from '@/components/profile/CustomerProfile'
import { StaffProfile } from '@/components/profile/StaffProfile'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'
import { IslandMessages } from '@/components/i18n/IslandMessages'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return privatePageMetadata(locale, 'profile', staticPages.profile)
}

/** Customer profile or staff profile, for whoever is signed in (SPEC §1: separate profiles). */
export default async function ProfilePage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const viewer = await requireViewer(locale, staticPages.profile)
  const t = await getTranslations()
  const title = viewer.kind === 'customer' ? t('profile.customerTitle') : t('profile.staffTitle')
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('pages.profile') }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">{title}</h1>
      <p className="mt-1 text-steel-700" data-testid="profile-greeting">
        {t('profile.greeting', { name: viewer.name })}
      </p>
      <div className="mt-8">
        <IslandMessages paths={['auth', 'profile', 'buyer', 'forms.errors', 'forms.required']}>{viewer.kind === 'customer' ? <CustomerProfile locale={locale} viewer={viewer} /> : <StaffProfile locale={locale} viewer={viewer} />}</IslandMessages>
      </div>
    </div>
  )
}
