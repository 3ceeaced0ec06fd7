import { getTranslations } from 'next-intl/server'
import { Letterhead } from '@/components/layout/Letterhead'
import type { Locale } from '@/lib/i18n/config'
import { getSiteSettings } from '@/lib/site/settings'

/** On paper only: the company, how to reach it, and the day the prices are for. */
export async function PrintHeader({ locale, date }: { locale: Locale; date: string }) {
  const [t, settings] = await Promise.all([getTranslations('prices'), getSiteSettings(locale)])
  const { phone, mobile, address, email } = settings.contacts
  return (
    <header className="mb-4 hidden border-b-2 border-black pb-3 print:block" data-testid="print-header">
      <div className="flex items-center justify-between gap-4">
        <Letterhead name={settings.seoTitle} address={address} contact={[phone, mobile, email].filter(Boolean).join(' · ')} />
        <div className="text-end">
          <p className="text-lg font-bold">{t('title')}</p>
          <p className="text-[10pt]">{t('asOf', { date })}</p>
        </div>
      </div>
    </header>
  )
}
