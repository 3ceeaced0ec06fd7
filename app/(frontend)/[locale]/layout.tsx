import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { preloadPageFont } from '@/components/layout/font-preloads'
import { fontVariables } from '@/components/layout/fonts'
import { Footer } from '@/components/layout/Footer'
import { holdEarlyTaps } from '@/components/layout/held-taps'
import { Header } from '@/components/layout/Header'
import { InlineScript } from '@/components/layout/InlineScript'
import { showVatBasis } from '@/components/prices/vat-basis-script'
import { forgetPartialDraws } from '@/components/layout/partial-draws'
import { LinkNavigation } from '@/components/layout/LinkNavigation'
import { RevealOnScroll } from '@/components/layout/RevealOnScroll'
import { ServerSync } from '@/components/layout/ServerSync'
import { SiteTitleProvider } from '@/components/layout/SiteTitle'
import { Notifications } from '@/components/notify/Notifications'
import { VersionGuard } from '@/components/version/VersionGuard'
import { directionOf, isLocale, localeTags } from '@/lib/i18n/config'
import { layoutMessagePaths, pickMessages } from '@/lib/i18n/pick-messages'
import { siteUrl } from '@/lib/seo/alternates'
import { getSiteSettings } from '@/lib/site/settings'
import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Pages are rendered on first request and then served from cache until content changes. */
export function generateStaticParams() {
  return []
}


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const settings = await getSiteSettings(locale)
  return {
    metadataBase: siteUrl(),
    title: { template: `%s | ${settings.seoTitle}`, default: settings.seoTitle },
    description: settings.description,
    openGraph: { siteName: settings.seoTitle, locale: localeTags[locale].replace('-', '_') },
  }
}

export const viewport: Viewport = { themeColor: '#1a7d47', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: Props) {
  // The one place a route's locale is checked: an unknown one is a 404 for every page below.
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  preloadPageFont(locale)
  const [messages, settings] = await Promise.all([getMessages(), getSiteSettings(locale)])
  // Only what the layout's islands read reaches every page; pages add their islands' texts (IslandMessages).
  const clientMessages = pickMessages(messages, layoutMessagePaths)

  return (
    // The VAT basis script marks <html> before hydration (data-vat): that attribute is not React's.
    <html lang={locale} dir={directionOf(locale)} className={fontVariables} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans">
        {/* At the top of the body: each must listen before the page below it is parsed. */}
        <InlineScript run={holdEarlyTaps} />
        <InlineScript run={forgetPartialDraws} />
        <InlineScript run={showVatBasis} />
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <SiteTitleProvider seoTitle={settings.seoTitle}>
            <Header />
            <main id="content" className="flex-1">
              {children}
            </main>
            <Footer settings={settings} />
            <Notifications />
            <VersionGuard />
            <ServerSync />
            <RevealOnScroll />
            <LinkNavigation />
          </SiteTitleProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
