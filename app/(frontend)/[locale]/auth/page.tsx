import { KeyRound, MessageSquareText, UserPlus } from 'lucide'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { authPageInput, type AuthPageProps } from '@/components/auth/auth-page-props'
import { redirectSignedInCustomer } from '@/components/auth/guard'
import { Link } from '@/components/i18n/AnchorLink'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { privatePageMetadata } from '@/components/layout/page-metadata'
import { staticPages } from '@/lib/site/routes'
import { pageLocale } from '@/lib/i18n/config'
import { Icon } from '@/components/icons/Icon'

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: AuthPageProps) {
  const locale = await pageLocale(params)
  return privatePageMetadata(locale, 'auth', staticPages.auth)
}

/** The way in: code sign-in, password sign-in, or a new account (SPEC §2 /auth). */
export default async function AuthLandingPage(props: AuthPageProps) {
  const { locale, next } = await authPageInput(props)
  setRequestLocale(locale)
  await redirectSignedInCustomer(locale, next)
  const t = await getTranslations()
  const keep = next ? { next } : {}
  const choices = [
    { key: 'code', href: { pathname: staticPages.login, query: { ...keep, mode: 'code' } }, icon: MessageSquareText, title: t('auth.landing.codeTitle'), text: t('auth.landing.codeText') },
    { key: 'password', href: { pathname: staticPages.login, query: { ...keep, mode: 'password' } }, icon: KeyRound, title: t('auth.landing.passwordTitle'), text: t('auth.landing.passwordText') },
    { key: 'register', href: { pathname: staticPages.register, query: keep }, icon: UserPlus, title: t('auth.landing.registerTitle'), text: t('auth.landing.registerText') },
  ]
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('pages.auth') }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">{t('pages.auth')}</h1>
      <p className="mt-2 text-steel-700">{t('auth.landing.intro')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {choices.map(({ key, href, icon, title, text }) => (
          <li key={key}>
            <Link href={href} className="flex h-full flex-col gap-2 rounded-xl border border-steel-200 bg-white p-6 shadow-sm transition hover:border-primary-400 hover:shadow-md" data-testid={`auth-${key}`}>
              <Icon icon={icon} aria-hidden className="size-8 text-primary-600" />
              <span className="text-lg font-semibold text-steel-900">{title}</span>
              <span className="text-sm text-steel-700">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
