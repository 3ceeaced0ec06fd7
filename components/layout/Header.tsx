import { ChevronDown, Menu, Zap } from 'lucide'
import { getTranslations } from 'next-intl/server'
import { AccountLink } from '@/components/auth/AccountLink'
import { CartBadge } from '@/components/cart/CartBadge'
import { Link } from '@/components/i18n/AnchorLink'
import { mainNavigation, navigationShownFrom, staticPages } from '@/lib/site/routes'
import { Icon } from '@/components/icons/Icon'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { MenuPopover } from './MenuPopover'
import { QuickAccess } from './QuickAccess'

/** A link in the header's row, from its width on (navigationShownFrom); Tailwind needs whole class names. */
const inRow = { lg: '', xl: 'hidden xl:block', '2xl': 'hidden 2xl:block' } as const
/** The same link in the «more» menu, until that width. */
const inMore = { lg: 'hidden', xl: 'xl:hidden', '2xl': '' } as const

export async function Header() {
  const t = await getTranslations()
  const navLinks = mainNavigation.map((key) => ({ key, href: staticPages[key], label: t(`pages.${key}`) }))

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-steel-200 bg-white/95 backdrop-blur">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        {t('nav.skipToContent')}
      </a>
      {/* Down to 320 px (or 200% zoom of a small laptop) everything fits on one row without sideways scrolling. */}
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 max-[22rem]:gap-1.5 max-[22rem]:px-2">
        <div className="lg:hidden">
          <MenuPopover id="main-menu" side="start" label={t('nav.menu')} menuLabel={t('nav.main')} button={<Icon icon={Menu} aria-hidden className="size-6" />}>
            <ul>
              {navLinks.map((l) => (
                <li key={l.key}>
                  <Link href={l.href} className="block rounded px-3 py-2 hover:bg-primary-50">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </MenuPopover>
        </div>

        <Link href="/" className="flex items-center gap-2 text-primary-700" aria-label={t('brand.name')}>
          <Logo />
          <span className="hidden text-lg font-bold sm:inline">{t('brand.short')}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="hidden flex-1 lg:block" data-testid="main-nav">
          <ul className="flex items-center gap-1">
            {navLinks.map((l) => (
              <li key={l.key} className={inRow[navigationShownFrom[l.key]]}>
                <Link href={l.href} className="block whitespace-nowrap rounded px-2 py-2 font-medium text-steel-700 hover:bg-primary-50 hover:text-primary-700 2xl:px-3">
                  {l.label}
                </Link>
              </li>
            ))}
            <li className="2xl:hidden">
              <MenuPopover id="more-menu" side="start" label={t('nav.more')} testId="more-menu" button={<><span className="font-medium text-steel-700">{t('nav.more')}</span><Icon icon={ChevronDown} aria-hidden className="size-4" /></>}>
                <ul>
                  {navLinks.map((l) => (
                    <li key={l.key} className={inMore[navigationShownFrom[l.key]]}>
                      <Link href={l.href} className="block rounded px-3 py-2 hover:bg-primary-50">
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </MenuPopover>
            </li>
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-1 max-[22rem]:gap-0.5 sm:gap-2">
          <QuickAccess icon={<Icon icon={Zap} aria-hidden className="size-5" />} />
          <LanguageSwitcher />
          <AccountLink />
          <CartBadge />
        </div>
      </div>
    </header>
  )
}
