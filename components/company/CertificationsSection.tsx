import { BadgeCheck } from 'lucide'
import { ServerImage } from '@/components/layout/ServerImage'
import { getFormatter, getTranslations } from 'next-intl/server'
import { ScrollStrip } from '@/components/layout/ScrollStrip'
import type { Certification } from '@/lib/company/certifications'
import { Icon } from '@/components/icons/Icon'

/** Certificates with issuer and validity (Jalali); `compact` is the home page strip. */
export async function CertificationsSection({ items, compact = false }: { items: Certification[]; compact?: boolean }) {
  const [t, nav, format] = await Promise.all([getTranslations('company'), getTranslations('nav'), getFormatter()])
  if (!items.length) return null
  const list = (
    <ul className={compact ? 'flex snap-x gap-4' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'} data-testid="certifications">
      {items.map((c) => (
        <li key={c.id} className={`flex gap-3 rounded-xl border border-steel-200 bg-white p-4 ${compact ? 'min-w-60 snap-start' : ''}`} data-testid="certification">
          {c.image ? (
            <span className="relative size-16 shrink-0 overflow-hidden rounded bg-steel-50">
              <ServerImage src={c.image.url} alt={c.image.alt || c.code} fill sizes="64px" className="object-cover" />
            </span>
          ) : (
            <Icon icon={BadgeCheck} aria-hidden className="size-10 shrink-0 text-primary-600" />
          )}
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-steel-900" dir="ltr">{c.code}</p>
            <p className="text-steel-700">{c.title}</p>
            {!compact && c.issuer ? <p className="mt-1 text-xs text-steel-500">{t('issuer', { issuer: c.issuer })}</p> : null}
            {!compact && c.validUntil ? <p className="text-xs text-steel-500">{t('validUntil', { date: format.dateTime(new Date(c.validUntil), 'jalaliDate') })}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  )
  return compact ? <ScrollStrip label={nav('scrollRegion', { name: nav('certifications') })}>{list}</ScrollStrip> : list
}
