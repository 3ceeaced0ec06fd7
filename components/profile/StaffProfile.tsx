import { ShieldCheck } from 'lucide'
import { getFormatter, getTranslations } from 'next-intl/server'
import NextLink from 'next/link'
import { LogoutButton } from '@/components/auth/LogoutButton'
import type { StaffViewer } from '@/lib/auth/viewer'
import { Icon } from '@/components/icons/Icon'
import type { Locale } from '@/lib/i18n/config'

/** A staff member on the storefront: who they are, their roles, and the way to the admin. */
export async function StaffProfile({ locale, viewer }: { locale: Locale; viewer: StaffViewer }) {
  const t = await getTranslations('profile')
  const field = await getTranslations('auth.fields')
  const format = await getFormatter()
  return (
    <section className="max-w-xl rounded-xl border border-steel-200 bg-white p-6 shadow-sm" data-testid="staff-profile">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="text-steel-500">{field('name')}</dt>
        <dd className="font-semibold">{viewer.name}</dd>
        <dt className="text-steel-500">{field('email')}</dt>
        <dd dir="ltr" className="text-start">
          {viewer.email}
        </dd>
        <dt className="text-steel-500">{t('role')}</dt>
        <dd>{format.list(viewer.roles.map((role) => t(`roles.${role}`)))}</dd>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {/* The admin lives outside the locale routes, so next/link rather than the localized Link. */}
        <NextLink href="/admin" className="inline-flex items-center gap-2 rounded-lg bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          <Icon icon={ShieldCheck} aria-hidden className="size-4" />
          {t('adminLink')}
        </NextLink>
        <LogoutButton locale={locale} />
      </div>
    </section>
  )
}
