import { ChevronLeft, ChevronRight } from 'lucide'
import { getLocale, getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { directionOf } from '@/lib/i18n/config'
import { Icon } from '@/components/icons/Icon'

export type Crumb = { label: string; href?: string }

/** Home › … › current page, with the matching BreadcrumbList for crawlers. */
export async function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = await getTranslations()
  const locale = await getLocale()
  const Separator = directionOf(locale) === 'rtl' ? ChevronLeft : ChevronRight
  const trail: Crumb[] = [{ label: t('pages.home'), href: '/' }, ...items]
  return (
    <nav aria-label={t('nav.breadcrumb')} className="text-sm text-steel-500">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((c, i) => {
          const last = i === trail.length - 1
          return (
            <li key={`${c.label}-${i}`} className="flex items-center gap-1">
              {c.href && !last ? (
                <Link href={c.href} className="hover:text-primary-700 hover:underline">
                  {c.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'text-steel-900' : undefined}>
                  {c.label}
                </span>
              )}
              {!last ? <Icon icon={Separator} aria-hidden className="size-4" /> : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
