import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AuthShell } from '@/components/auth/AuthShell'
import { authPageInput, type AuthPageProps } from '@/components/auth/auth-page-props'
import { redirectSignedInCustomer } from '@/components/auth/guard'
import { FormIsland } from '@/components/forms/FormIsland'
import { privatePageMetadata } from '@/components/layout/page-metadata'
import { Link } from '@/components/i18n/AnchorLink'
import { staticPages } from '@/lib/site/routes'
import { IslandMessages } from '@/components/i18n/IslandMessages'
import { pageLocale } from '@/lib/i18n/config'

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: AuthPageProps) {
  const locale = await pageLocale(params)
  return privatePageMetadata(locale, 'login', staticPages.login)
}

export default async function LoginPage(props: AuthPageProps) {
  const { locale, next, mode } = await authPageInput(props)
  setRequestLocale(locale)
  await redirectSignedInCustomer(locale, next)
  const t = await getTranslations()
  return (
    <AuthShell title={t('pages.login')} intro={t('auth.landing.intro')}>
      <IslandMessages paths={['auth']}>
        <FormIsland form="login" locale={locale} next={next} initialMode={mode === 'password' ? 'password' : 'code'} />
      </IslandMessages>
      <p className="mt-6 text-center text-sm text-steel-700">
        {t('auth.login.noAccount')}{' '}
        <Link href={{ pathname: staticPages.register, query: next ? { next } : {} }} className="font-semibold text-primary-700 hover:underline">
          {t('auth.login.registerLink')}
        </Link>
      </p>
    </AuthShell>
  )
}
