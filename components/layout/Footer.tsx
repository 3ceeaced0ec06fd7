import { Mail, MapPin, Phone } from 'lucide'
import { getLocale, getTranslations } from 'next-intl/server'
import { localeTags } from '@/lib/i18n/config'
import { numberingSystems } from '@/lib/i18n/numbering'
import { Link } from '@/components/i18n/AnchorLink'
import { staticPages } from '@/lib/site/routes'
import type { SiteSettings } from '@/lib/site/settings'
import { isSocialPlatform } from '@/lib/site/social-platforms'
import { Icon } from '@/components/icons/Icon'
import { PhoneLink } from './PhoneLink'


export async function Footer({ settings }: { settings: SiteSettings }) {
  const t = await getTranslations()
  const locale = await getLocale()
  // fa-IR counts years in the Persian calendar, as everything dated on the site; digits follow the page.
  const year = new Intl.DateTimeFormat(localeTags[locale], { year: 'numeric', numberingSystem: numberingSystems[locale] }).format(new Date())
  const { contacts, offices, social } = settings
  const links = (['about', 'services', 'blog', 'gallery', 'suppliers', 'employment'] as const).map((k) => ({
    href: staticPages[k],
    label: t(`pages.${k}`),
  }))

  // The guess is the tallest the footer is drawn in any language at each width (about 930, 590 and
  // 386 px): a page opened again by the back button is scrolled back before the footer is drawn, and
  // a guess under its height would leave the bottom of the page out of reach.
  return (
    <footer className="render-when-near mt-16 print:hidden border-t border-steel-200 bg-steel-50 text-sm text-steel-700 [--near-height:58.5rem] sm:[--near-height:37.5rem] lg:[--near-height:24.5rem]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className="mb-3 font-semibold text-steel-900">{t('footer.offices')}</h2>
          <ul className="space-y-3">
            {offices.map((o) => (
              <li key={o.title}>
                <p className="font-medium text-steel-900">{o.title}</p>
                {o.address ? <p>{o.address}</p> : null}
                {o.phone ? <p><PhoneLink number={o.phone} locale={locale} /></p> : null}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="mb-3 font-semibold text-steel-900">{t('footer.contacts')}</h2>
          <ul className="space-y-2">
            {contacts.phone ? (
              <li className="flex items-center gap-2">
                <Icon icon={Phone} aria-hidden className="size-4 shrink-0" />
                <span className="sr-only">{t('footer.phone')}</span>
                <PhoneLink number={contacts.phone} locale={locale} />
              </li>
            ) : null}
            {contacts.email ? (
              <li className="flex items-center gap-2">
                <Icon icon={Mail} aria-hidden className="size-4 shrink-0" />
                <span className="sr-only">{t('footer.email')}</span>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </li>
            ) : null}
            {contacts.address ? (
              <li className="flex items-start gap-2">
                <Icon icon={MapPin} aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="sr-only">{t('footer.address')}</span>
                <span>{contacts.address}</span>
              </li>
            ) : null}
            {contacts.workingHours ? <li>{t('footer.workingHours')}: {contacts.workingHours}</li> : null}
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 font-semibold text-steel-900">{t('footer.links')}</h2>
          <ul className="space-y-2">
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-primary-700 hover:underline">{l.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="mb-3 font-semibold text-steel-900">{t('footer.social')}</h2>
          <ul className="flex flex-wrap gap-2" data-testid="social-links">
            {social.map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="noopener noreferrer me" target="_blank" className="inline-block rounded-full border border-steel-200 bg-white px-3 py-1 hover:border-primary-500 hover:text-primary-700">
                  {isSocialPlatform(s.platform) ? t(`social.${s.platform}`) : s.platform}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="border-t border-steel-200 py-4 text-center text-xs text-steel-500">
        {t('footer.rights', { year, name: t('brand.name') })}
      </p>
    </footer>
  )
}
