import { Mail, MapPin, Phone, Smartphone } from 'lucide'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BranchList } from '@/components/contact/BranchList'
import { BranchMap } from '@/components/contact/BranchMap'
import { DrawnMap } from '@/components/contact/DrawnMap'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { PhoneLink } from '@/components/layout/PhoneLink'
import { pageMetadata } from '@/components/layout/page-metadata'
import { getBranches } from '@/lib/company/branches'
import { mapView } from '@/lib/company/map-view'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'
import { getSiteSettings } from '@/lib/site/settings'
import { isSocialPlatform } from '@/lib/site/social-platforms'
import { FormIsland } from '@/components/forms/FormIsland'
import { IslandMessages } from '@/components/i18n/IslandMessages'
import { Icon } from '@/components/icons/Icon'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return pageMetadata(locale, 'contact', staticPages.contact)
}


export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, settings, branches] = await Promise.all([getTranslations(), getSiteSettings(locale), getBranches(locale)])
  const { contacts, social } = settings
  const mapBranches = branches.map(({ id, title, address, phone, lat, lng }) => ({ id, title, address, phone, lat, lng }))
  const view = mapView(mapBranches)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('pages.contact') }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">{t('pages.contact')}</h1>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="branches" className="space-y-6">
          <h2 id="branches" className="text-xl font-bold">{t('nav.branches')}</h2>
          {view ? (
            <BranchMap branches={mapBranches} view={{ center: view.center, zoom: view.zoom }} label={t('contact.map')} zoomLabels={{ in: t('contact.mapZoomIn'), out: t('contact.mapZoomOut') }} useLabel={t('contact.mapUse')}>
              <DrawnMap view={view} locale={locale} label={t('contact.map')} />
            </BranchMap>
          ) : null}
          <BranchList branches={branches} />
        </section>
        <section aria-labelledby="contact-details" className="space-y-4 self-start rounded-xl bg-steel-50 p-6" data-testid="contact-details">
          <h2 id="contact-details" className="text-xl font-bold">{t('contact.details')}</h2>
          <ul className="space-y-3 text-sm">
            {contacts.phone ? <li className="flex items-center gap-2"><Icon icon={Phone} aria-hidden className="size-4" /><span className="sr-only">{t('footer.phone')}</span><PhoneLink number={contacts.phone} locale={locale} /></li> : null}
            {contacts.mobile ? <li className="flex items-center gap-2"><Icon icon={Smartphone} aria-hidden className="size-4" /><span className="sr-only">{t('footer.mobile')}</span><PhoneLink number={contacts.mobile} locale={locale} /></li> : null}
            {contacts.email ? <li className="flex items-center gap-2"><Icon icon={Mail} aria-hidden className="size-4" /><span className="sr-only">{t('footer.email')}</span><a href={`mailto:${contacts.email}`}>{contacts.email}</a></li> : null}
            {contacts.address ? <li className="flex items-start gap-2"><Icon icon={MapPin} aria-hidden className="mt-0.5 size-4" /><span className="sr-only">{t('footer.address')}</span>{contacts.address}</li> : null}
            {contacts.workingHours ? <li>{t('footer.workingHours')}: {contacts.workingHours}</li> : null}
          </ul>
          {social.length ? (
            <ul className="flex flex-wrap gap-2 pt-2">
              {social.map((s) => (
                <li key={s.url}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer me" className="inline-block rounded-full border border-steel-200 bg-white px-3 py-1 text-sm hover:border-primary-500">
                    {isSocialPlatform(s.platform) ? t(`social.${s.platform}`) : s.platform}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      <section id="consultation" aria-labelledby="consultation-title" className="mt-12 scroll-mt-24 rounded-xl border border-primary-200 bg-primary-50/40 p-6 sm:p-8">
        <h2 id="consultation-title" className="text-xl font-bold">{t('consultation.title')}</h2>
        <p className="mt-1 mb-6 text-steel-700">{t('consultation.intro')}</p>
        <IslandMessages paths={['consultation']}>
          <FormIsland form="consultation" />
        </IslandMessages>
      </section>
    </div>
  )
}
