import { Clock, Phone, Printer } from 'lucide'
import { getLocale, getTranslations } from 'next-intl/server'
import { PhoneLink } from '@/components/layout/PhoneLink'
import type { Branch } from '@/lib/company/branches'
import { phoneText } from '@/lib/site/phone'
import { Icon } from '@/components/icons/Icon'

/** Branches and addresses: what the map shows, readable without it. */
export async function BranchList({ branches }: { branches: Branch[] }) {
  const t = await getTranslations('contact')
  const locale = await getLocale()
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="branch-list">
      {branches.map((b) => (
        <li key={b.id} className="rounded-xl border border-steel-200 p-4" data-testid="branch">
          <p className="text-xs font-medium text-primary-700">{t(`kind.${b.kind}`)}</p>
          <h3 className="mt-1 font-semibold text-steel-900">{b.title}</h3>
          <p className="mt-2 text-sm text-steel-700">{b.address}</p>
          <dl className="mt-3 space-y-1 text-sm text-steel-700">
            {b.phone ? (
              <div className="flex items-center gap-2">
                <dt><Icon icon={Phone} aria-hidden className="size-4" /><span className="sr-only">{t('phone')}</span></dt>
                <dd><PhoneLink number={b.phone} locale={locale} /></dd>
              </div>
            ) : null}
            {b.fax ? (
              <div className="flex items-center gap-2">
                <dt><Icon icon={Printer} aria-hidden className="size-4" /><span className="sr-only">{t('fax')}</span></dt>
                <dd><bdi dir="ltr">{phoneText(b.fax, locale)}</bdi></dd>
              </div>
            ) : null}
            {b.hours ? (
              <div className="flex items-center gap-2">
                <dt><Icon icon={Clock} aria-hidden className="size-4" /><span className="sr-only">{t('hours')}</span></dt>
                <dd>{b.hours}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  )
}
