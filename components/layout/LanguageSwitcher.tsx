'use client'

import { Languages } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from '@/components/i18n/navigation'
import { localeCookie, locales, localizedPath, type Locale } from '@/lib/i18n/config'
import { switchRoute } from '@/lib/i18n/switch-target'

function remember(locale: Locale) {
  document.cookie = `${localeCookie.name}=${locale}; path=/; max-age=${localeCookie.maxAgeSeconds}; samesite=lax`
}

/**
 * Links to the same page in the other languages. As drawn by the server they lead through
 * /api/locale/{locale}, which stores the choice and keeps the query (a tap before this script runs,
 * or without scripts); once hydrated, a click stores the choice in the locale cookie itself and goes
 * straight to the page, loaded in full so <html lang dir> and every server-rendered text change.
 */
export function LanguageSwitcher() {
  const t = useTranslations('switcher')
  const current = useLocale()
  const pathname = usePathname()

  return (
    <nav aria-label={t('label')} className="flex items-center gap-1 text-sm">
      <Languages aria-hidden className="hidden size-4 text-steel-500 sm:block" />
      <ul className="flex items-center gap-1 max-[22rem]:gap-0.5">
        {locales.map((locale) => {
          const href = localizedPath(locale, pathname)
          // Until hydrated, the server's link: the route reads the query from the Referer.
          const serverHref = switchRoute(locale, pathname)
          const active = locale === current
          return (
            <li key={locale}>
              <a
                href={serverHref}
                hrefLang={locale}
                lang={locale}
                // Drawn in the page's font: its short code needs no file of its own (globals.css).
                data-page-font
                aria-current={active ? 'true' : undefined}
                data-locale={locale}
                aria-label={t(locale)}
                onClick={(e) => {
                  remember(locale)
                  // Keep the query string: filters and pages must survive a change of language.
                  e.currentTarget.href = href + window.location.search + window.location.hash
                }}
                className={`rounded px-1.5 py-1 max-[22rem]:px-1 sm:px-2 ${active ? 'bg-primary-600 text-white' : 'text-steel-700 hover:bg-steel-100'}`}
              >
                <span aria-hidden className="sm:hidden lg:inline xl:hidden">{locale.toUpperCase()}</span>
                <span aria-hidden lang={locale} className="hidden sm:inline lg:hidden xl:inline">
                  {t(locale)}
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
