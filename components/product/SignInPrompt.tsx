'use client'

import { LogIn } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { Link } from '@/components/i18n/AnchorLink'
import { usePathname } from '@/components/i18n/navigation'
import { localizedPath } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

/** "Sign in to …" with a link to the login page that brings the visitor back to this page afterwards. */
export function SignInPrompt({ text, testId }: { text: string; testId?: string }) {
  const t = useTranslations('social')
  const locale = useLocale()
  // The public address of this page (with its locale prefix), which is where login returns to.
  const next = localizedPath(locale, usePathname())

  return (
    <p role="status" data-testid={testId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-steel-700">
      <span>{text}</span>
      <Link
        href={{ pathname: staticPages.login, query: { next } }}
        className="inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-4 hover:underline"
      >
        <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('signIn')}
      </Link>
    </p>
  )
}
