import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { staticPages } from '@/lib/site/routes'
import { MenuPopover } from './MenuPopover'

/** The quick-access menu (SPEC.md §2): shortcuts to the pages people come back for. */
export async function QuickAccess({ icon }: { icon: ReactNode }) {
  const t = await getTranslations()
  const items = [
    { href: staticPages.search, label: t('pages.search') },
    { href: staticPages.compare, label: t('pages.compare') },
    { href: staticPages.orders, label: t('pages.orders') },
    { href: staticPages.profile, label: t('pages.profile') },
    { href: `${staticPages.about}#certifications`, label: t('nav.certifications') },
    { href: `${staticPages.contact}#branches`, label: t('nav.branches') },
    { href: `${staticPages.contact}#consultation`, label: t('nav.consultation') },
    { href: staticPages.suppliers, label: t('pages.suppliers') },
    { href: staticPages.employment, label: t('pages.employment') },
  ]
  return (
    <MenuPopover id="quick-access" side="end" label={t('nav.quickAccess')} testId="quick-access" button={<>{icon}<span className="hidden md:inline lg:hidden 2xl:inline">{t('nav.quickAccess')}</span></>}>
      <ul>
        {items.map((i) => (
          <li key={i.href}>
            <Link href={i.href} className="block rounded px-3 py-2 text-sm hover:bg-primary-50">
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </MenuPopover>
  )
}
